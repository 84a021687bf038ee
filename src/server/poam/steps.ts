import { and, eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { Control } from '../../contract/catalog';
import type { Level } from '../../contract/level2';
import type { CreatePoamItemInput, UpdatePoamItemInput } from '../../contract/level2-api';
import { poamItemRefusal } from '../../contract/poam';
import { deductionOf, requirementResult } from '../../contract/sprs';
import { organizationActivityBy, type Actor } from '../access/actor';
import { recordActivity } from '../activity/steps';
import { FROZEN_MESSAGE } from '../cycles/queries';
import { lockLatestCycle } from '../cycles/steps';
import type { Db } from '../db/client';
import { lockOrganizationAtLevel } from '../db/organization-lock';
import { isUuid } from '../db/query-input';
import { poamItems } from '../db/schema';
import { conflict, notFound, type HttpError } from '../http/errors';
import type { Level2Standing } from './queries';

/**
 * The steps of the POA&M's writes (D31, D35), inside a transaction the caller opened: the
 * service's own writes (service.ts) and the OSCAL POA&M import (oscal-import.ts) take the same
 * locks, make the same checks and log the same activity entries.
 */

/** The 409 of a POA&M write at Level 1 (32 CFR 170.21(a)(1)). */
export function level1PoamRefusal(): HttpError {
  const error = conflict(poamItemRefusal({ level: 1, nist: '', notMet: true })!.message);
  error.code = 'poam_refused';
  return error;
}

/**
 * The refusal of a write at Level 1 or to an affirmed cycle, under the organization's lock, at
 * Level 2 still (a switch to Level 1 that came first is 409 `level_changed`, issue 38), and the
 * cycle lock.
 */
export async function lockedLevel2Cycle(
  db: Db,
  requestLevel: Level,
  organizationId: string,
  allowAffirmed = false,
) {
  // The level the request was made at (the caller reads it from the actor): steps check no permission.
  if (requestLevel === 1) throw level1PoamRefusal();
  await lockOrganizationAtLevel(db, organizationId, 2);
  const cycle = await lockLatestCycle(db, organizationId);
  if (cycle.affirmedAt && !allowAffirmed) throw conflict(FROZEN_MESSAGE);
  return cycle;
}

/** The organization's item by id, locked, or 404. */
export async function lockedItem(db: Db, organizationId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(poamItems)
        .where(and(eq(poamItems.id, id), eq(poamItems.organizationId, organizationId)))
        .for('update')
    : [];
  if (!row) throw notFound('POA&M item not found');
  return row;
}

/**
 * Why `control` cannot go on the POA&M of this standing (409), or null: it is on it already, or it
 * is not NOT MET (32 CFR 170.24(c)(2)(i)(B)(6), `poamItemRefusal`).
 */
export function creationRefusal(standing: Level2Standing, control: Control): HttpError | null {
  if (standing.items.some((item) => item.requirementId === control.id))
    return conflict(`${control.id} is on the POA&M already`, {
      requirementId: `${control.id} is on the POA&M already`,
    });
  const requirement = standing.requirements.find((one) => one.requirementId === control.id)!;
  const refusal = poamItemRefusal({
    level: 2,
    nist: control.nistReference,
    notMet: requirementResult(requirement) === 'not_met',
  });
  if (!refusal) return null;
  const error = conflict(refusal.message, { requirementId: refusal.message });
  error.code = 'poam_refused';
  return error;
}

/** The weakness an item is given when none is written: the requirement and what it loses. */
export function defaultWeakness(standing: Level2Standing, control: Control): string {
  const requirement = standing.requirements.find((one) => one.requirementId === control.id)!;
  return `${control.id} ${control.title}: ${deductionOf(requirement)!.reason}`;
}

/**
 * Inserts the item of a requirement `creationRefusal` allows, with its activity entry; `via` says
 * where it came from in that entry (an import). Answers the new item's id.
 */
export async function insertPoamItem(
  tx: Db,
  actor: Actor,
  options: {
    organizationId: string;
    cycleId: string;
    control: Control;
    standing: Level2Standing;
    input: Omit<CreatePoamItemInput, 'requirementId'>;
    via?: string;
  },
): Promise<string> {
  const { organizationId, control, input } = options;
  const [row] = await tx
    .insert(poamItems)
    .values({
      organizationId,
      cycleId: options.cycleId,
      controlId: control.id,
      weakness: input.weakness ?? defaultWeakness(options.standing, control),
      plannedCompletion: input.plannedCompletion,
      milestones: input.milestones ?? [],
      responsibleUserId: input.responsibleUserId ?? null,
    })
    .returning();
  await recordActivity(tx, {
    organizationId,
    ...organizationActivityBy(actor),
    action: ACTIVITY_ACTIONS.poamChange,
    description: `Put ${control.id} on the POA&M, to be completed by ${input.plannedCompletion}${options.via ? ` (${options.via})` : ''}`,
    metadata: { poamItemId: row!.id, requirementId: control.id },
  });
  return row!.id;
}

/**
 * Writes the fields of `changes` that are set on a locked, open item, with its activity entry; none
 * set, nothing is written. `via` as in `insertPoamItem`.
 */
export async function changePoamItem(
  tx: Db,
  actor: Actor,
  options: {
    organizationId: string;
    row: { id: string; controlId: string };
    changes: UpdatePoamItemInput;
    via?: string;
  },
): Promise<void> {
  const { organizationId, row } = options;
  const changes = Object.fromEntries(
    Object.entries(options.changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return;
  await tx.update(poamItems).set(changes).where(eq(poamItems.id, row.id));
  await recordActivity(tx, {
    organizationId,
    ...organizationActivityBy(actor),
    action: ACTIVITY_ACTIONS.poamChange,
    description: `Changed the POA&M item of ${row.controlId} (${Object.keys(changes).join(', ')})${options.via ? ` (${options.via})` : ''}`,
    metadata: { poamItemId: row.id, requirementId: row.controlId },
  });
}
