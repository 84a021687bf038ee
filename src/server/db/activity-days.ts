import { desc, sql } from 'drizzle-orm';
import type { Db } from './client';
import { preparedRead } from './prepared';
import { activityLogDays } from './schema';

/** One day (UTC, `YYYY-MM-DD`) of the activity log and how many entries it holds. */
export interface ActivityDay {
  day: string;
  entries: number;
}

const summedDays = preparedRead((db) =>
  db
    .select({ day: activityLogDays.day, entries: sql<string>`sum(${activityLogDays.entries})` })
    .from(activityLogDays)
    .groupBy(activityLogDays.day)
    .having(sql`sum(${activityLogDays.entries}) <> 0`)
    .orderBy(desc(activityLogDays.day))
    .prepare('activity_log_days'),
);

/** Each day's entries, newest day first, exactly as of this statement (migration 0023's deltas). */
export async function activityDays(db: Db): Promise<ActivityDay[]> {
  const rows = await summedDays(db).execute();
  return rows.map((row) => ({ day: row.day, entries: Number(row.entries) }));
}

/**
 * Where the entry at `offset` of the newest-first log lies: the entries of the days newer than its
 * own are `skipped`, and the rest of the log is what was made `before` the next day began (UTC).
 * A page then walks at most one day's entries from there instead of `offset` of them. Undefined
 * `before`: the offset lies in the newest day, or past the end.
 */
export function dayOfOffset(
  days: readonly ActivityDay[],
  offset: number,
): { before?: Date; skipped: number } {
  let skipped = 0;
  for (const [index, { day, entries }] of days.entries()) {
    if (skipped + entries > offset) {
      if (index === 0) return { skipped: 0 };
      const nextDay = new Date(`${day}T00:00:00Z`);
      nextDay.setUTCDate(nextDay.getUTCDate() + 1);
      return { before: nextDay, skipped };
    }
    skipped += entries;
  }
  return { skipped: 0 };
}

/**
 * Folds the deltas into one row per day, so that summing them stays cheap (every write to the log
 * appends one). Rows appended by transactions still open are not seen, and stay for the next fold.
 */
export async function foldActivityDays(db: Db): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${activityLogDays} returning ${activityLogDays.day}, ${activityLogDays.entries})
    insert into ${activityLogDays} (day, entries)
    select day, sum(entries) from gone group by day having sum(entries) <> 0`);
}
