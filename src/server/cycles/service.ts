import { desc, eq, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { type Cycle, type ScopeInput } from '../../contract/cycles';
import type { Level } from '../../contract/level2';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { getClient } from '../access/client';
import type { Db } from '../db/client';
import { assessmentCycles } from '../db/schema';
import { conflict } from '../http/errors';
import { assetsOf, changesOfOrganization, latestCycle, toCycle, type CycleRow } from './queries';
import { carriedOverScope, lockLatestCycle, openCycleFor } from './steps';
import { dropRemovedSystems, systemsWithIds } from './systems';
import { readTogether } from '../db/read-together';
import { lockOrganization, lockOrganizationAtLevel } from '../db/organization-lock';
import { enduringExceptionsChecked, externalSspChecked } from './plan-input';
import { checkSspPeople } from './people-input';

async function cyclesOf(db: Db, organizationId: string): Promise<Cycle[]> {
  await latestCycle(db, organizationId);
  const [rows, changes] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(assessmentCycles)
        .where(eq(assessmentCycles.organizationId, organizationId))
        .orderBy(desc(assessmentCycles.number)),
    () => changesOfOrganization(db, organizationId),
  );
  return rows.map((row) => toCycle(row, changes.get(row.id)));
}

/** GET /api/assessment/cycles: every cycle, newest first; past ones stay readable. */
export async function listCycles(db: Db, actor: Actor | null): Promise<Cycle[]> {
  authorize(actor, 'workspace:read:own');
  return cyclesOf(db, organizationOf(actor));
}

/** A client's cycles, scope and affirmations, for auditors and admins. */
export async function listClientCycles(db: Db, actor: Actor | null, clientId: string): Promise<Cycle[]> {
  const client = await getClient(db, actor, clientId);
  return cyclesOf(db, client.id);
}

/** PUT /api/assessment/scope: the fields sent replace theirs in the open cycle. */
export async function updateScope(db: Db, actor: Actor | null, input: ScopeInput): Promise<Cycle> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  const level = targetLevelOf(actor);
  return db.transaction(async (tx) => {
    // The organization's lock first, as a finding's save takes it: a MET on 3.12.4 and an edit
    // that empties a part of the plan take turns, and each reads what the other left (D35). The
    // assets' categories are the level's (D36): a list of assets is saved at the level the request
    // was made at, and a switch of level that came first makes it 409 `level_changed` (issue 38).
    // A provider's write takes the same lock: an asset never names a provider deleted meanwhile.
    if (input.systems !== undefined) await lockOrganizationAtLevel(tx, organizationId, level);
    else await lockOrganization(tx, organizationId);
    const cycle = await openCycleFor(tx, organizationId);
    await checkSspPeople(tx, organizationId, cycle, input);
    const { systems: systemsInput, enduringExceptions, externalSsp, ...rest } = input;
    const changes: Partial<CycleRow> = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    if (enduringExceptions !== undefined)
      changes.enduringExceptionList = enduringExceptionsChecked(enduringExceptions);
    if (externalSsp !== undefined)
      changes.externalSsp = externalSsp && (await externalSspChecked(tx, organizationId, externalSsp));
    if (systemsInput !== undefined) {
      const assets = await systemsWithIds(
        tx,
        organizationId,
        cycle.level as Level,
        assetsOf(cycle),
        systemsInput,
      );
      changes.systems = assets;
      await dropRemovedSystems(tx, organizationId, assets);
    }
    if (Object.keys(changes).length === 0) return toCycle(cycle);
    const [saved] = await tx
      .update(assessmentCycles)
      .set(changes)
      .where(eq(assessmentCycles.id, cycle.id))
      .returning();
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.scopeUpdate,
      description:
        input.holdsCui === true
          ? `Cycle ${cycle.number}: the business holds CUI, so Level 1 is not enough`
          : `Updated the scope of assessment cycle ${cycle.number}`,
      metadata: { cycleId: cycle.id, fields: Object.keys(changes) },
    });
    return toCycle(saved!);
  });
}

/** POST /api/assessment/cycles: the next yearly cycle, after the last one was affirmed. */
export async function startNextCycle(db: Db, actor: Actor | null): Promise<Cycle> {
  authorize(actor, 'cycle:manage:own');
  const organizationId = organizationOf(actor);
  const level = targetLevelOf(actor);
  return db.transaction(async (tx) => {
    // The next cycle starts at the level read here: a switch that came first is 409 (issue 38).
    await lockOrganizationAtLevel(tx, organizationId, level);
    const latest = await lockLatestCycle(tx, organizationId);
    if (!latest.affirmedAt)
      throw conflict('The current cycle is still open: affirm it before starting the next.');
    // The scope carries over to be reviewed; the findings carry over to be confirmed again.
    const [next] = await tx
      .insert(assessmentCycles)
      .values({
        ...(await carriedOverScope(tx, latest, level)),
        organizationId: organizationId,
        number: latest.number + 1,
        level,
        startedAt: sql`now()`,
      })
      .returning();
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.cycleStart,
      description: `Started assessment cycle ${next!.number}`,
      metadata: { cycleId: next!.id },
    });
    return toCycle(next!);
  });
}
