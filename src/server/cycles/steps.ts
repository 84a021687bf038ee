import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessmentCycles } from '../db/schema';
import { conflict } from '../http/errors';
import { FROZEN_MESSAGE, latestCycle, type CycleRow } from './queries';

/**
 * What other capabilities run of the cycles inside their own transaction (issue 24): the
 * per-organization cycle lock (D33) and the refusal of a write to an affirmed cycle (D23).
 */

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
