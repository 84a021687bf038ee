import { eq } from 'drizzle-orm';
import { userDisplayName } from '../../contract/display';
import type { MemberRole } from '../../contract/constants';
import type { Member } from '../../contract/organizations';
import type { SspFormat } from '../../contract/ssp';
import type { SspRevision } from '../../contract/ssp-revisions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { membersOf } from '../organizations/queries';
import { approvedRevisionsOf } from '../ssp-revisions/queries';

import { complianceReportData, type ComplianceReportData } from './compliance-data';

/**
 * What the system security plan prints (D32): everything the compliance report reads (scope,
 * findings, implementations with their statements, evidence with its SHA-256, the Level 2 score
 * and POA&M), the organization's members, and the revisions its owners approved (D36). Reading it
 * writes nothing: a download is a view of the records, never a revision.
 */

/**
 * Who made this copy of the plan: a member of the organization, staff of the agency (auditors and
 * administrators), or an administrator viewing the organization as one of its members (D11).
 */
export type SspIssue =
  | { kind: 'member'; byName: string; role: MemberRole }
  | { kind: 'staff'; byName: string; role: 'auditor' | 'admin' }
  | { kind: 'impersonation'; byName: string; asName: string };

export interface SspData extends ComplianceReportData {
  members: Member[];
  /** The approved revisions, oldest first (D36). */
  revisions: SspRevision[];
  issue: SspIssue;
  format: SspFormat;
}

/** An account's name as the plan prints it; a removed account reads as such. */
export async function accountName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ? userDisplayName(row) : 'an administrator';
}

/**
 * Reads the plan of one organization: the compliance report's data, the members and the approved
 * revisions. `issue` says whose copy it is. No authorization here: the service decides who gets it.
 */
export async function sspData(
  db: Db,
  organizationId: string,
  options: { format: SspFormat; at: Date; issue: SspIssue },
): Promise<SspData> {
  const report = await complianceReportData(db, organizationId, options.at);
  const [members, revisions] = await Promise.all([
    membersOf(db, organizationId),
    approvedRevisionsOf(db, organizationId, 'oldest'),
  ]);
  return { ...report, members, revisions, issue: options.issue, format: options.format };
}
