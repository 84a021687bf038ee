import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { RequirementChange, RequirementChangeInput } from '../../contract/cycles';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { catalogControls } from '../catalog/catalog';
import type { Db } from '../db/client';
import { requirementChanges } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { changesOfCycles, lastAffirmed } from './queries';
import { lockLatestCycle } from './steps';

/**
 * The requirement ids a change may name: Level 1's 15 of the 2024 rule (`AC.L1-b.1.i`), and Level
 * 2's 110, each a practice (`AC.L2-3.1.1`).
 */
const REQUIREMENT_IDS = new Set([
  ...catalogControls(1).map((control) => control.identifier2024!),
  ...catalogControls(2).map((control) => control.id),
]);

/**
 * POST /api/assessment/changes (D28): the business records that a requirement is no longer met
 * after affirming. An affirmation attests continuing compliance (32 CFR 170.22(a)); from now on
 * every screen says the affirmed result no longer holds, until a later cycle is affirmed.
 */
export async function reportRequirementChange(
  db: Db,
  actor: Actor | null,
  input: RequirementChangeInput,
): Promise<RequirementChange> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  if (!REQUIREMENT_IDS.has(input.requirementId))
    throw badRequest('Choose one of the 15 requirements', { requirementId: 'Unknown requirement' });
  return db.transaction(async (tx) => {
    await lockLatestCycle(tx, organizationId);
    const affirmed = await lastAffirmed(tx, organizationId);
    if (!affirmed) throw notFound('No affirmed self-assessment yet: there is no affirmed result to change');
    // Once per requirement and affirmed cycle: a second press of the button (or a second member)
    // finds the first report, under the same cycle lock.
    const earlier = (await changesOfCycles(tx, [affirmed.id]))
      .get(affirmed.id)
      ?.find((change) => change.requirementId === input.requirementId);
    if (earlier)
      throw conflict(
        `Requirement ${input.requirementId} is already reported no longer met since the affirmation of cycle ${affirmed.number}.`,
      );
    const [saved] = await tx
      .insert(requirementChanges)
      .values({
        cycleId: affirmed.id,
        requirementId: input.requirementId,
        note: input.note,
        // The person who reported it: the admin when impersonating, else the signed-in user.
        reportedBy: actor.impersonatorId ?? actor.user.id,
      })
      .returning({ id: requirementChanges.id });
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.requirementChange,
      description: `Reported requirement ${input.requirementId} no longer met after the affirmation of cycle ${affirmed.number}`,
      metadata: { cycleId: affirmed.id, requirementId: input.requirementId },
    });
    const changes = await changesOfCycles(tx, [affirmed.id]);
    return changes.get(affirmed.id)!.find((change) => change.id === saved!.id)!;
  });
}

/** The changes reported since the organization's last affirmation (none when never affirmed). */
export async function changesSinceAffirmation(db: Db, affirmedCycleId: string | undefined) {
  if (!affirmedCycleId) return [];
  return (await changesOfCycles(db, [affirmedCycleId])).get(affirmedCycleId) ?? [];
}
