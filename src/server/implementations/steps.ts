import { and, eq, isNotNull } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { organizationActivityBy, type Actor } from '../access/actor';
import { recordActivity } from '../activity/steps';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { controlImplementations } from '../db/schema';

/**
 * The lapse rule, in one place: a change to reviewed work (status, notes, evidence added or
 * removed) makes the current verdict lapse, so the implementation reads "Pending Review" again
 * and returns to the auditors' queue. The review history keeps the old verdict. Runs inside the
 * caller's transaction, so the change, the lapse and its activity entry commit together.
 * Does nothing when there is no implementation or no current verdict.
 */
export async function lapseVerdict(
  tx: Db,
  change: { organizationId: string; controlId: string; actor: Actor; reason: string },
): Promise<boolean> {
  const lapsed = await tx
    .update(controlImplementations)
    .set({ auditorStatus: null, auditorNotes: null, auditorUserId: null, auditedAt: null })
    .where(
      and(
        eq(controlImplementations.organizationId, change.organizationId),
        eq(controlImplementations.controlId, change.controlId),
        isNotNull(controlImplementations.auditorStatus),
      ),
    )
    .returning({ id: controlImplementations.id });
  if (lapsed.length === 0) return false;
  const control = catalogControl(change.controlId);
  await recordActivity(tx, {
    organizationId: change.organizationId,
    ...organizationActivityBy(change.actor),
    action: ACTIVITY_ACTIONS.resubmitted,
    description: `Resubmitted ${control?.controlNumber ?? change.controlId} for review`,
    metadata: { implementationId: lapsed[0]!.id, controlId: change.controlId, reason: change.reason },
  });
  return true;
}
