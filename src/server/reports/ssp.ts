import { Readable } from 'node:stream';
import { userDisplayName } from '../../contract/display';
import { SSP_CONTENT_TYPES, sspFileName, type SspFormat } from '../../contract/ssp';
import type { Actor } from '../access/actor';
import { authorize, can, organizationOf } from '../access/authorize';
import { findClient } from '../access/client';
import type { Db } from '../db/client';
import type { ExportFile } from './exports';
import { sspDocument } from './ssp-content';
import { accountName, sspData, type SspIssue } from './ssp-data';
import { renderSspDocx } from './ssp-docx';
import { renderSspPdf } from './ssp-pdf';

/**
 * GET .../reports/ssp.docx and .../reports/ssp.pdf: the system security plan (D32).
 *
 * Who gets what. Every member of the organization may download its plan (`report:export:own`,
 * as the compliance report). A download by an owner or editor in their own session is a
 * revision: numbered, dated, named, in the history the plan prints. A viewer records nothing
 * (D27: a viewer reads and downloads only; a revision would be a change to the organization's
 * records, and would count as keeping the review frequency without anyone able to change the
 * plan). Staff (`report:export:any`) get a copy for the agency's review, and so does an
 * administrator viewing the organization as a member (D11): the revision history names the
 * member who prepared each revision, which an administrator acting as that member did not, as
 * the affirmation is refused under impersonation (D33). A copy's cover says it is not a revision.
 */
type SspIssueRequest = Parameters<typeof sspData>[2]['issue'];

async function ownIssue(db: Db, actor: Actor): Promise<SspIssueRequest> {
  if (actor.impersonatorId)
    return {
      kind: 'impersonation_copy',
      byName: await accountName(db, actor.impersonatorId),
      asName: userDisplayName(actor.user),
    };
  const byName = userDisplayName(actor.user);
  // Whoever may change the records the plan is made of issues its revisions (owners, editors).
  if (can(actor, 'implementation:write:own')) return { kind: 'revision', actor };
  return { kind: 'viewer_copy', byName };
}

function staffIssue(actor: Actor): Extract<SspIssue, { kind: 'staff_copy' }> {
  return {
    kind: 'staff_copy',
    byName: userDisplayName(actor.user),
    role: actor.user.role === 'admin' ? 'admin' : 'auditor',
  };
}

export async function exportSsp(
  db: Db,
  actor: Actor | null,
  format: SspFormat,
  clientId?: string,
): Promise<ExportFile> {
  let organizationId: string;
  let issue: SspIssueRequest;
  if (clientId === undefined) {
    authorize(actor, 'report:export:own');
    organizationId = organizationOf(actor);
    issue = await ownIssue(db, actor);
  } else {
    authorize(actor, 'report:export:any');
    organizationId = (await findClient(db, clientId)).id;
    issue = staffIssue(actor);
  }
  const at = new Date();
  const data = await sspData(db, organizationId, { format, at, issue });
  const content = sspDocument(data);
  const body =
    format === 'pdf' ? renderSspPdf(content, at) : Readable.from([await renderSspDocx(content, at)]);
  return {
    fileName: sspFileName(data.organization.businessName, at, format),
    contentType: SSP_CONTENT_TYPES[format],
    body,
  };
}
