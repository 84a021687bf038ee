import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessmentCycles } from '../db/schema';
import type { CycleRow } from './current';

/** The organization's last affirmed cycle: the result that stands in SPRS. */
export async function lastAffirmed(db: Db, userId: string): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentCycles)
    .where(and(eq(assessmentCycles.userId, userId), isNotNull(assessmentCycles.affirmedAt)))
    .orderBy(desc(assessmentCycles.number))
    .limit(1);
  return row;
}
