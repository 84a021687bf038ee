import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { isoOrNull } from '../../contract/format';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { countsAsMet, PRACTICE_RESULT_LABELS } from '../../contract/assessment';
import {
  affirmationStatement,
  dueState,
  oneYearAfter,
  scopeProblems,
  scopeSummary,
  type AffirmInput,
  type CurrentCycle,
  type Cycle,
  type CycleSnapshot,
  type Scope,
  type ScopeInput,
  type Sprs,
} from '../../contract/cycles';
import { actingUserId, type Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { recordActivity } from '../activity/record-activity';
import { assessmentOf } from '../assessment/service';
import { getClient } from '../auditor/service';
import type { Db } from '../db/client';
import { assessmentCycles, users } from '../db/schema';
import { lockOrganizationUploads } from '../evidence/quota';
import { evidenceOf, keepForAffirmation } from '../evidence/service';
import { conflict, notFound } from '../http/errors';
import { latestCycle, lockLatestCycle, openCycleFor, type CycleRow } from './current';
import { readTogether } from '../db/read-together';

function scopeOf(row: CycleRow): Scope {
  return {
    fciDescription: row.fciDescription,
    systems: row.systems,
    people: row.people,
    facilities: row.facilities,
    serviceProviders: row.serviceProviders,
    specializedAssets: row.specializedAssets,
    cageCodes: row.cageCodes,
    holdsCui: row.holdsCui,
  };
}

export function toCycle(row: CycleRow): Cycle {
  const affirmed = row.affirmedAt && row.snapshot;
  return {
    id: row.id,
    number: row.number,
    status: affirmed ? 'affirmed' : 'open',
    startedAt: row.startedAt.toISOString(),
    scope: scopeOf(row),
    affirmation: affirmed ? row.snapshot!.affirmation : null,
    nextDueAt: isoOrNull(row.nextDueAt),
    snapshot: row.snapshot ?? null,
  };
}

export async function lastAffirmed(db: Db, userId: string): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentCycles)
    .where(and(eq(assessmentCycles.userId, userId), isNotNull(assessmentCycles.affirmedAt)))
    .orderBy(desc(assessmentCycles.number))
    .limit(1);
  return row;
}

async function organizationName(db: Db, userId: string): Promise<string> {
  const [user] = await db
    .select({ businessName: users.businessName })
    .from(users)
    .where(eq(users.id, userId));
  return user?.businessName ?? 'the organization';
}

async function currentOf(db: Db, userId: string, now = new Date()): Promise<CurrentCycle> {
  const [cycle, affirmed, name] = await readTogether(
    db,
    () => latestCycle(db, userId),
    () => lastAffirmed(db, userId),
    () => organizationName(db, userId),
  );
  return {
    cycle: toCycle(cycle),
    due: dueState(affirmed?.nextDueAt ?? null, now),
    statement: affirmationStatement(name),
  };
}

/** GET /api/assessment/cycles/current */
export async function getCurrentCycle(db: Db, actor: Actor | null): Promise<CurrentCycle> {
  authorize(actor, 'workspace:read:own');
  return currentOf(db, actor.user.id);
}

async function cyclesOf(db: Db, userId: string): Promise<Cycle[]> {
  await latestCycle(db, userId);
  const rows = await db
    .select()
    .from(assessmentCycles)
    .where(eq(assessmentCycles.userId, userId))
    .orderBy(desc(assessmentCycles.number));
  return rows.map(toCycle);
}

/** GET /api/assessment/cycles: every cycle, newest first; past ones stay readable. */
export async function listCycles(db: Db, actor: Actor | null): Promise<Cycle[]> {
  authorize(actor, 'workspace:read:own');
  return cyclesOf(db, actor.user.id);
}

/** A client's cycles, scope and affirmations, for auditors and admins. */
export async function listClientCycles(db: Db, actor: Actor | null, clientId: string): Promise<Cycle[]> {
  const client = await getClient(db, actor, clientId);
  return cyclesOf(db, client.id);
}

/** PUT /api/assessment/scope: the fields sent replace theirs in the open cycle. */
export async function updateScope(db: Db, actor: Actor | null, input: ScopeInput): Promise<Cycle> {
  authorize(actor, 'implementation:write:own');
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const cycle = await openCycleFor(tx, userId);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) return toCycle(cycle);
    const [saved] = await tx
      .update(assessmentCycles)
      .set(changes)
      .where(eq(assessmentCycles.id, cycle.id))
      .returning();
    await recordActivity(tx, {
      userId,
      actorUserId: actingUserId(actor, userId),
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

/**
 * POST /api/assessment/affirm (32 CFR 170.22): only when all 15 requirements are MET and the scope
 * is written. Freezes the cycle into a snapshot and sets the next affirmation a year later.
 */
export async function affirmCycle(db: Db, actor: Actor | null, input: AffirmInput): Promise<Cycle> {
  authorize(actor, 'cycle:affirm:own');
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const cycle = await openCycleFor(tx, userId);
    // The evidence is read and kept under the upload lock that a deletion takes (D33).
    await lockOrganizationUploads(tx, userId);
    const [assessment, evidence, name] = await readTogether(
      tx,
      () => assessmentOf(tx, userId),
      () => evidenceOf(tx, userId),
      () => organizationName(tx, userId),
    );
    const open = assessment.requirements.filter((requirement) => !countsAsMet(requirement.result));
    if (open.length > 0) {
      throw conflict(
        `Affirmation needs all 15 requirements MET; ${open.length} ${open.length === 1 ? 'is' : 'are'} not yet.`,
        Object.fromEntries(
          open.map((requirement) => [requirement.id, PRACTICE_RESULT_LABELS[requirement.result]]),
        ),
      );
    }
    const scope = scopeOf(cycle);
    const problems = scopeProblems(scope);
    if (Object.keys(problems).length > 0) throw conflict('Describe the scope before affirming.', problems);
    const affirmedAt = new Date();
    const affirmation = {
      officialName: input.officialName,
      officialTitle: input.officialTitle,
      officialEmail: input.officialEmail,
      officialPhone: input.officialPhone,
      statement: affirmationStatement(name),
      affirmedAt: affirmedAt.toISOString(),
    };
    const snapshot: CycleSnapshot = {
      scope,
      assessment,
      evidence: evidence.map(({ id, fileName, fileSize, uploadedAt, controlIds, objectiveIds, sha256 }) => ({
        id,
        fileName,
        fileSize,
        uploadedAt,
        controlIds,
        objectiveIds,
        sha256,
      })),
      affirmation,
    };
    const [saved] = await tx
      .update(assessmentCycles)
      .set({
        officialName: affirmation.officialName,
        officialTitle: affirmation.officialTitle,
        officialEmail: affirmation.officialEmail,
        officialPhone: affirmation.officialPhone,
        statement: affirmation.statement,
        affirmedAt,
        nextDueAt: oneYearAfter(affirmedAt),
        snapshot,
      })
      .where(eq(assessmentCycles.id, cycle.id))
      .returning();
    await keepForAffirmation(
      tx,
      userId,
      cycle.number,
      evidence.map((file) => file.id),
    );
    await recordActivity(tx, {
      userId,
      actorUserId: actingUserId(actor, userId),
      action: ACTIVITY_ACTIONS.affirmation,
      description: `${affirmation.officialName} (${affirmation.officialTitle}) affirmed Level 1 compliance for cycle ${cycle.number}`,
      metadata: { cycleId: cycle.id },
    });
    return toCycle(saved!);
  });
}

/** POST /api/assessment/cycles: the next yearly cycle, after the last one was affirmed. */
export async function startNextCycle(db: Db, actor: Actor | null): Promise<Cycle> {
  authorize(actor, 'implementation:write:own');
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const latest = await lockLatestCycle(tx, userId);
    if (!latest.affirmedAt)
      throw conflict('The current cycle is still open: affirm it before starting the next.');
    // The scope carries over to be reviewed; the findings carry over to be confirmed again.
    const [next] = await tx
      .insert(assessmentCycles)
      .values({ ...scopeOf(latest), userId, number: latest.number + 1, startedAt: sql`now()` })
      .returning();
    await recordActivity(tx, {
      userId,
      actorUserId: actingUserId(actor, userId),
      action: ACTIVITY_ACTIONS.cycleStart,
      description: `Started assessment cycle ${next!.number}`,
      metadata: { cycleId: next!.id },
    });
    return toCycle(next!);
  });
}

/** GET /api/assessment/sprs: the five SPRS fields of the last affirmation, and its official. */
export async function getSprs(db: Db, actor: Actor | null): Promise<Sprs> {
  authorize(actor, 'workspace:read:own');
  const affirmed = await lastAffirmed(db, actor.user.id);
  if (!affirmed?.snapshot || !affirmed.affirmedAt || !affirmed.nextDueAt) {
    throw notFound('No affirmed self-assessment yet');
  }
  const { scope, affirmation } = affirmed.snapshot;
  return {
    cmmcLevel: 'Level 1 (Self)',
    cmmcStatusDate: affirmed.affirmedAt.toISOString().slice(0, 10),
    assessmentScope: scopeSummary(scope),
    cageCodes: scope.cageCodes,
    complianceResult: 'MET',
    official: {
      name: affirmation.officialName,
      title: affirmation.officialTitle,
      email: affirmation.officialEmail,
      phone: affirmation.officialPhone,
    },
    affirmedAt: affirmed.affirmedAt.toISOString(),
    nextDueAt: affirmed.nextDueAt.toISOString(),
  };
}
