import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { assessmentCycles, users } from '../db/schema';
import { conflict } from '../http/errors';

export type CycleRow = typeof assessmentCycles.$inferSelect;

export const FROZEN_MESSAGE =
  'This assessment cycle is affirmed and frozen. Start the next cycle to change the scope or the findings.';

const newestCycle = preparedRead((db) =>
  db
    .select()
    .from(assessmentCycles)
    .where(eq(assessmentCycles.userId, sql.placeholder('userId')))
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
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  await db
    .insert(assessmentCycles)
    .values({ userId, number: 1, startedAt: user?.createdAt ?? new Date() })
    .onConflictDoNothing();
  return latestCycle(db, userId);
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
