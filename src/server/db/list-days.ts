import { desc, eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from './client';
import { preparedRead } from './prepared';
import { activityLog, controlImplementations, evidenceFiles, listDays, organizations, users } from './schema';

/** The tables the console lists whole, whose rows per day the triggers of migrations 0023 and 0025 count. */
export const DAY_COUNTED_TABLES = [
  activityLog,
  controlImplementations,
  evidenceFiles,
  users,
  organizations,
] as const;
export type DayCountedTable = (typeof DAY_COUNTED_TABLES)[number];

/** One day (UTC, `YYYY-MM-DD`) of a list and how many of its rows are listed by a time that day. */
export interface ListDay {
  day: string;
  entries: number;
}

const summedDays = preparedRead((db) =>
  db
    .select({ day: listDays.day, entries: sql<string>`sum(${listDays.entries})` })
    .from(listDays)
    .where(eq(listDays.tableName, sql.placeholder('table')))
    .groupBy(listDays.day)
    .having(sql`sum(${listDays.entries}) <> 0`)
    .orderBy(desc(listDays.day))
    .prepare('list_days'),
);

/** A table's rows per day, newest day first, exactly as of this statement (the sums of its deltas). */
export async function daysOf(db: Db, table: DayCountedTable): Promise<ListDay[]> {
  const rows = await summedDays(db).execute({ table: getTableName(table) });
  return rows.map((row) => ({ day: row.day, entries: Number(row.entries) }));
}

/** How many rows the table holds, exactly, as of this statement: the sum of its days. */
export async function rowCount(db: Db, table: DayCountedTable): Promise<number> {
  return totalOf(await daysOf(db, table));
}

export const totalOf = (days: readonly ListDay[]) => days.reduce((sum, day) => sum + day.entries, 0);

/**
 * Where the row at `offset` of a newest-first list lies: the rows of the days newer than its own
 * are `skipped`, and the rest of the list is what is dated `before` the next day began (UTC). A
 * page then walks at most one day's rows from there instead of `offset` of them. No `before`: the
 * offset lies in the newest day, or past the end.
 */
export function dayOfOffset(days: readonly ListDay[], offset: number): { before?: Date; skipped: number } {
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
 * Folds each table's deltas into one row per day, so that summing them stays cheap (every write
 * appends some). Rows appended by transactions still open are not seen, and stay for the next
 * fold; two processes folding at once each fold what they locked first.
 */
export async function foldListDays(db: Db): Promise<void> {
  for (const table of DAY_COUNTED_TABLES) {
    const name = getTableName(table);
    await db.execute(sql`
      with gone as (
        delete from ${listDays} where ${listDays.tableName} = ${name}
        returning ${listDays.day}, ${listDays.entries})
      insert into ${listDays} (table_name, day, entries)
      select ${name}, day, sum(entries) from gone group by day having sum(entries) <> 0`);
  }
}
