import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { organizationActivityBy, type Actor } from '../access/actor';
import { recordActivities } from '../activity/steps';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { controlImplementations } from '../db/schema';

/**
 * The rule of a change to the work an auditor judges, in one place: a change to status, notes,
 * statement, findings or evidence of these controls raises each implementation's version (a
 * review names the version it was made on, issue 38) and makes a current verdict lapse, so the
 * implementation reads "Pending Review" again and returns to the auditors' queue. The review
 * history keeps the old verdict. Runs inside the caller's transaction, so the change, the new
 * version, the lapse and its activity entries commit together. Controls without an
 * implementation are skipped. Answers the controls whose verdict lapsed, in the order given.
 */
export async function workChanged(
  tx: Db,
  change: { organizationId: string; controlIds: Iterable<string>; actor: Actor; reason: string },
): Promise<string[]> {
  const controlIds = [...new Set(change.controlIds)];
  if (controlIds.length === 0) return [];
  // Locked in id order, as a review locks them: a change to several controls and a bulk approval
  // never wait for each other in a cycle.
  const changed = await tx
    .select({
      id: controlImplementations.id,
      controlId: controlImplementations.controlId,
      auditorStatus: controlImplementations.auditorStatus,
    })
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, change.organizationId),
        inArray(controlImplementations.controlId, controlIds),
      ),
    )
    .orderBy(asc(controlImplementations.id))
    .for('update');
  if (changed.length === 0) return [];
  await tx
    .update(controlImplementations)
    .set({
      version: sql`${controlImplementations.version} + 1`,
      auditorStatus: null,
      auditorNotes: null,
      auditorUserId: null,
      auditedAt: null,
    })
    .where(
      inArray(
        controlImplementations.id,
        changed.map((row) => row.id),
      ),
    );
  const lapsedIds = new Map(
    changed.flatMap((row) => (row.auditorStatus === null ? [] : [[row.controlId, row.id] as const])),
  );
  const lapsed = controlIds.filter((controlId) => lapsedIds.has(controlId));
  await recordActivities(
    tx,
    lapsed.map((controlId) => ({
      organizationId: change.organizationId,
      ...organizationActivityBy(change.actor),
      action: ACTIVITY_ACTIONS.resubmitted,
      description: `Resubmitted ${catalogControl(controlId)?.controlNumber ?? controlId} for review`,
      metadata: { implementationId: lapsedIds.get(controlId), controlId, reason: change.reason },
    })),
  );
  return lapsed;
}
