import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { userDisplayName } from '../../contract/display';
import {
  duplicateVersionMessage,
  type ApproveSspRevisionInput,
  type SspRevision,
} from '../../contract/ssp-revisions';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { findClient } from '../access/client';
import { recordActivity } from '../activity/steps';
import { latestCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import { lockOrganizationAtLevel } from '../db/organization-lock';
import { sspApprovedRevisions } from '../db/schema';
import { conflict } from '../http/errors';
import { approvedRevisionsOf, nextRevisionOf } from './queries';

/**
 * The approved revisions of the system security plan (issue 40 item 5, D36). NIST SP 800-171A
 * 3.12.4 "[h] system security plan is updated with the defined frequency": an owner approves the
 * plan as it stands, and only these approvals count as its updates. A download writes nothing.
 */

/** GET /api/assessment/ssp/revisions: every member reads them, as they read the plan. */
export async function listSspRevisions(db: Db, actor: Actor | null): Promise<SspRevision[]> {
  authorize(actor, 'report:export:own');
  return approvedRevisionsOf(db, organizationOf(actor));
}

/** GET /api/auditor/clients/{clientId}/ssp/revisions: staff who read the client's plan. */
export async function listClientSspRevisions(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<SspRevision[]> {
  authorize(actor, 'report:export:any');
  const client = await findClient(db, clientId);
  return approvedRevisionsOf(db, client.id);
}

/**
 * POST /api/assessment/ssp/revisions (owners, never under an impersonation): records the revision
 * and its activity entry in one transaction. Under the organization's lock, taken at the level the
 * request read (a switch of level that committed first is 409 `level_changed`, issue 38): two
 * approvals at once get two numbers and a version is checked against every one before it, and the
 * cycle and level recorded are those of the plan at that moment. A version the organization has
 * approved already, whatever its case, is 409 with the message on the field.
 */
export async function approveSspRevision(
  db: Db,
  actor: Actor | null,
  input: ApproveSspRevisionInput,
): Promise<SspRevision> {
  authorize(actor, 'ssp:approve:own');
  const organizationId = organizationOf(actor);
  const level = targetLevelOf(actor);
  const approvedByName = userDisplayName(actor.user);
  return db.transaction(async (tx) => {
    await lockOrganizationAtLevel(tx, organizationId, level);
    const cycle = await latestCycle(tx, organizationId);
    const next = await nextRevisionOf(tx, organizationId, input.version);
    if (next.versionTaken) {
      const message = duplicateVersionMessage(input.version);
      throw conflict(message, { version: message });
    }
    const [row] = await tx
      .insert(sspApprovedRevisions)
      .values({
        organizationId,
        number: next.number,
        version: input.version,
        summary: input.summary,
        cycleId: cycle.id,
        level,
        approvedByUserId: actor.user.id,
        approvedByName,
      })
      .returning();
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.sspRevisionApproved,
      description: `Approved version ${input.version} of the system security plan (revision ${next.number}, Level ${level})`,
      metadata: { revision: next.number, version: input.version, level, cycleId: cycle.id },
    });
    return {
      id: row!.id,
      number: row!.number,
      version: row!.version,
      summary: row!.summary,
      approvedAt: row!.approvedAt.toISOString(),
      approvedByUserId: row!.approvedByUserId,
      approvedByName: row!.approvedByName,
      cycleNumber: cycle.number,
      level,
    };
  });
}
