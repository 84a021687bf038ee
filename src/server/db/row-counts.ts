import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from './client';
import { preparedRead } from './prepared';
import { controlImplementations, evidenceFiles, rowCounts } from './schema';

/**
 * The tables whose rows migration 0011's triggers count. The activity log's total is the sum of
 * its days since migration 0023 (db/activity-days.ts).
 */
export const COUNTED_TABLES = [controlImplementations, evidenceFiles] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

const summed = preparedRead((db) =>
  db
    .select({ rows: sql<string>`coalesce(sum(${rowCounts.delta}), 0)` })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, sql.placeholder('table')))
    .prepare('row_count'),
);

/** How many rows the table holds, exactly, as of this statement: the sum of its deltas. */
export async function rowCount(db: Db, table: CountedTable): Promise<number> {
  const [found] = await summed(db).execute({ table: getTableName(table) });
  return Number(found?.rows ?? 0);
}

/**
 * Folds each table's deltas into one row, so that summing them stays cheap. Rows appended by
 * transactions still open are not seen, and stay for the next fold; two processes folding at once
 * each fold what they locked first.
 */
export async function foldRowCounts(db: Db): Promise<void> {
  for (const table of COUNTED_TABLES) {
    const name = getTableName(table);
    await db.execute(sql`
      with gone as (delete from ${rowCounts} where ${rowCounts.tableName} = ${name} returning ${rowCounts.delta})
      insert into ${rowCounts} (table_name, delta)
      select ${name}, sum(delta) from gone having count(*) > 0`);
  }
}
