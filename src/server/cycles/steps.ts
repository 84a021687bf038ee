import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Level } from '../../contract/level2';
import { SSP_PEOPLE_ROLES, type SspPeopleRole } from '../../contract/ssp-people';
import type { Db } from '../db/client';
import { assessmentCycles, memberships, poamItems } from '../db/schema';
import { conflict } from '../http/errors';
import type { OrganizationRow } from '../db/rows';
import { assetAtLevel } from '../../contract/assets';
import type { Scope } from '../../contract/cycles';
import { linkLegacyCloudServices } from './scope-providers';
import { assetsOf, FROZEN_MESSAGE, firstCycleOf, latestCycle, scopeOf, type CycleRow } from './queries';

/**
 * What other capabilities run of the cycles inside their own transaction (issue 24): the
 * per-organization cycle lock (D33) and the refusal of a write to an affirmed cycle (D23).
 */

/**
 * Opens a new organization's first cycle in the transaction that founds it, so that no read ever
 * has to write it: a workspace read that opened it would change the organization's read version
 * (read-model) while answering, and its first ETag would be stale at once (issue 28).
 */
export async function openFirstCycle(db: Db, organization: OrganizationRow): Promise<void> {
  await db.insert(assessmentCycles).values(firstCycleOf(organization));
}

/**
 * The organization's latest cycle, locked (`FOR UPDATE`) until the transaction ends. Every write of
 * findings or scope and the affirmation take this one per-organization lock and read the cycle's
 * state under it (D33), so an affirmation and the writes sent with it are put in one order: a
 * write that commits first is seen by the affirmation's checks, a write that comes after sees the
 * cycle affirmed.
 */
export async function lockLatestCycle(db: Db, userId: string): Promise<CycleRow> {
  const { id } = await latestCycle(db, userId);
  const [locked] = await db.select().from(assessmentCycles).where(eq(assessmentCycles.id, id)).for('update');
  return locked!;
}

/** Refuses a write to the cycle's own data once it is affirmed (D23), under the cycle's lock (D33). */
export async function openCycleFor(db: Db, userId: string): Promise<CycleRow> {
  const cycle = await lockLatestCycle(db, userId);
  if (cycle.affirmedAt) throw conflict(FROZEN_MESSAGE);
  return cycle;
}

/**
 * Puts the organization's work at `level` (D29), under the cycle lock: the open cycle, not yet a
 * record of anything, takes the level; after an affirmed cycle, which stays in the history as it
 * is, a new open cycle starts at the level, its scope carried over to be reviewed. Null when the
 * latest cycle is at the level already.
 */
export async function cycleAtLevel(db: Db, organizationId: string, level: Level): Promise<CycleRow | null> {
  const latest = await lockLatestCycle(db, organizationId);
  if (latest.level === level) return null;
  if (!latest.affirmedAt) {
    // The assets' categories follow the level, in the switch's own transaction (D36).
    const [moved] = await db
      .update(assessmentCycles)
      .set({
        level,
        systems: assetsOf(latest).map((asset) => assetAtLevel(asset, latest.level as Level, level)),
      })
      .where(eq(assessmentCycles.id, latest.id))
      .returning();
    return moved!;
  }
  const [next] = await db
    .insert(assessmentCycles)
    .values({
      ...(await carriedOverScope(db, latest, level)),
      organizationId,
      number: latest.number + 1,
      level,
      startedAt: sql`now()`,
    })
    .returning();
  return next!;
}

/**
 * The scope a new cycle at `level` takes over from `latest` (D23), to be reviewed: its assets'
 * categories follow the level (`assetAtLevel`, D36); cloud services that still state a FedRAMP
 * standing of their own (a cycle frozen before migration 0035) name the provider the migration
 * made of them; the people the plan names (D36) stay only while they are still members, since a
 * member removed after the last cycle was affirmed stays named in that frozen cycle.
 */
export async function carriedOverScope(db: Db, latest: CycleRow, level: Level): Promise<Scope> {
  const scope = scopeOf(latest);
  const assets = scope.systems.map((asset) => assetAtLevel(asset, latest.level as Level, level));
  const systems = await linkLegacyCloudServices(db, latest.organizationId, assets);
  const roles = Object.keys(SSP_PEOPLE_ROLES) as SspPeopleRole[];
  const named = [...new Set(roles.flatMap((role) => (scope[role] ? [scope[role]] : [])))];
  if (named.length === 0) return { ...scope, systems };
  const members = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, latest.organizationId), inArray(memberships.userId, named)));
  const still = new Set(members.map((member) => member.userId));
  return {
    ...scope,
    systems,
    ...Object.fromEntries(
      roles.map((role) => [role, scope[role] && still.has(scope[role]) ? scope[role] : null]),
    ),
  };
}

/**
 * A member no longer holds these roles of the plan (D36) in the open cycle: removed from the
 * organization (every role), or no longer allowed to affirm (the affirming official). Runs in the
 * caller's transaction, under the organization's lock the scope's save takes too; an affirmed
 * cycle keeps what it froze. Answers the roles cleared, in the screens' words.
 */
export async function clearPlanRoles(
  db: Db,
  organizationId: string,
  userId: string,
  roles: readonly SspPeopleRole[] = Object.keys(SSP_PEOPLE_ROLES) as SspPeopleRole[],
): Promise<string[]> {
  const [open] = await db
    .select()
    .from(assessmentCycles)
    .where(and(eq(assessmentCycles.organizationId, organizationId), isNull(assessmentCycles.affirmedAt)))
    .for('update');
  if (!open) return [];
  const held = roles.filter((role) => open[role] === userId);
  if (held.length === 0) return [];
  await db
    .update(assessmentCycles)
    .set(Object.fromEntries(held.map((role) => [role, null])))
    .where(eq(assessmentCycles.id, open.id));
  return held.map((role) => SSP_PEOPLE_ROLES[role]);
}

/**
 * The controls whose findings may be written in the cycle (D23, D31): every one in an open cycle;
 * at Level 2, in a cycle affirmed on a Conditional status, those whose POA&M item is still open,
 * since the closeout re-assesses exactly those requirements (32 CFR 170.21(b)); none otherwise.
 * Read under the cycle lock (`lockLatestCycle`) by a write.
 */
export async function controlsOpenForFindings(db: Db, cycle: CycleRow): Promise<'all' | ReadonlySet<string>> {
  if (!cycle.affirmedAt) return 'all';
  if (cycle.level !== 2 || cycle.poamClosedOutAt) return new Set();
  const open = await db
    .selectDistinct({ controlId: poamItems.controlId })
    .from(poamItems)
    .where(and(eq(poamItems.cycleId, cycle.id), isNull(poamItems.closedAt)));
  return new Set(open.map((item) => item.controlId));
}

/**
 * The cycle a finding on `controlId` is written to, under the cycle lock (D33): the open cycle;
 * or, at Level 2, a cycle affirmed on a Conditional status whose POA&M holds an open item for the
 * control (`controlsOpenForFindings`). Any other write to an affirmed cycle is refused.
 */
export async function cycleForFinding(db: Db, organizationId: string, controlId: string): Promise<CycleRow> {
  const cycle = await lockLatestCycle(db, organizationId);
  const open = await controlsOpenForFindings(db, cycle);
  if (open === 'all' || open.has(controlId)) return cycle;
  throw conflict(FROZEN_MESSAGE);
}
