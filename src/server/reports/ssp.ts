import { Readable } from 'node:stream';
import { userDisplayName } from '../../contract/display';
import { SSP_CONTENT_TYPES, sspFileName, type SspFormat } from '../../contract/ssp';
import type { Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { findClient } from '../access/client';
import type { Db } from '../db/client';
import type { ObjectStorage } from '../storage/storage';
import type { ExportFile } from './exports';
import { sspDocument } from './ssp-content';
import { accountName, sspData, type SspIssue } from './ssp-data';
import { renderSspDocx } from './ssp-docx';
import { renderSspPdf } from './ssp-pdf';

/**
 * GET .../reports/ssp.docx and .../reports/ssp.pdf: the system security plan (D32), a view of the
 * records as they stand, with the revisions the organization's owners approved (D36). A download
 * writes nothing, whoever makes it: no revision, no activity entry (a GET stays free of side
 * effects, so that a link followed from another site changes nothing either). Every member may
 * download its plan (`report:export:own`, as the compliance report); staff (`report:export:any`)
 * and an administrator viewing the organization as a member (D11) get it too, and the cover says
 * who made each copy.
 */
async function ownIssue(db: Db, actor: Actor): Promise<SspIssue> {
  if (actor.impersonatorId)
    return {
      kind: 'impersonation',
      byName: await accountName(db, actor.impersonatorId),
      asName: userDisplayName(actor.user),
    };
  return { kind: 'member', byName: userDisplayName(actor.user), role: actor.membership?.role ?? 'viewer' };
}

function staffIssue(actor: Actor): SspIssue {
  return {
    kind: 'staff',
    byName: userDisplayName(actor.user),
    role: actor.user.role === 'admin' ? 'admin' : 'auditor',
  };
}

export async function exportSsp(
  db: Db,
  storage: ObjectStorage,
  actor: Actor | null,
  format: SspFormat,
  clientId?: string,
): Promise<ExportFile> {
  let organizationId: string;
  let issue: SspIssue;
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
  const data = await sspData(db, organizationId, { format, at, issue, storage });
  const content = sspDocument(data);
  const body =
    format === 'pdf' ? renderSspPdf(content, at) : Readable.from([await renderSspDocx(content, at)]);
  return {
    fileName: sspFileName(data.organization.businessName, at, format),
    contentType: SSP_CONTENT_TYPES[format],
    body,
  };
}
