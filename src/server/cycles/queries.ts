import type { Level } from '../../contract/level2';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { isoOrNull } from '../../contract/format';
import type { Cycle, RequirementChange, Scope } from '../../contract/cycles';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { assessmentCycles, organizations } from '../db/schema';

/**
 * What other capabilities and reports read of the assessment cycles (issue 24): plain readers that
 * take an organization id and check no permission; the guarded functions are in service.ts.
 */

export type CycleRow = typeof assessmentCycles.$inferSelect;

export const FROZEN_MESSAGE =
  'This assessment cycle is affirmed and frozen. Start the next cycle to change the scope or the findings.';

const newestCycle = preparedRead((db) =>
  db
    .select()
    .from(assessmentCycles)
    .where(eq(assessmentCycles.organizationId, sql.placeholder('userId')))
    .orderBy(desc(assessmentCycles.number))
    .limit(1)
    .prepare('newest_cycle'),
);

/**
 * The organization's latest cycle; the first one is opened on first use, started when the
 * organization registered, so that work done before cycles existed counts for it.
 */
export async function latestCycle(db: Db, userId: string): Promise<CycleRow> {
  const [latest] = await newestCycle(db).execute({ userId });
  if (latest) return latest;
  const [organization] = await db
    .select({ createdAt: organizations.createdAt, targetLevel: organizations.targetLevel })
    .from(organizations)
    .where(eq(organizations.id, userId));
  await db
    .insert(assessmentCycles)
    .values({
      organizationId: userId,
      number: 1,
      level: organization?.targetLevel ?? 1,
      startedAt: organization?.createdAt ?? new Date(),
    })
    .onConflictDoNothing();
  return latestCycle(db, userId);
}

/** The organization's last affirmed cycle: the result that stands in SPRS. */
export async function lastAffirmed(db: Db, userId: string): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentCycles)
    .where(and(eq(assessmentCycles.organizationId, userId), isNotNull(assessmentCycles.affirmedAt)))
    .orderBy(desc(assessmentCycles.number))
    .limit(1);
  return row;
}

export function scopeOf(row: CycleRow): Scope {
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

/** A cycle as the API answers it, with the changes reported on it (D28). */
export function toCycle(row: CycleRow, changes: RequirementChange[] = []): Cycle {
  const affirmed = row.affirmedAt && row.snapshot;
  return {
    id: row.id,
    number: row.number,
    level: row.level as Level,
    status: affirmed ? 'affirmed' : 'open',
    startedAt: row.startedAt.toISOString(),
    scope: scopeOf(row),
    affirmation: affirmed ? row.snapshot!.affirmation : null,
    nextDueAt: isoOrNull(row.nextDueAt),
    snapshot: row.snapshot ?? null,
    sprsEntry:
      row.cmmcUid && row.sprsSubmittedAt && row.sprsRecordedAt
        ? {
            cmmcUid: row.cmmcUid,
            submittedAt: row.sprsSubmittedAt,
            recordedAt: row.sprsRecordedAt.toISOString(),
          }
        : null,
    changes,
    laterAffirmations: row.laterAffirmations,
  };
}

export async function organizationName(db: Db, organizationId: string): Promise<string> {
  const [organization] = await db
    .select({ businessName: organizations.businessName })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organization?.businessName ?? 'the organization';
}
