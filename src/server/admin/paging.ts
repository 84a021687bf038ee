import { and, desc, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_STEP, type AdminPage, type AdminPageQuery } from '../../contract/admin';
import { everyCatalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import { readTogether } from '../db/read-together';
import { dayOfOffset, daysOf, totalOf, type DayCountedTable } from '../db/list-days';
import { organizations } from '../db/schema';

/** LIMIT and OFFSET of the page asked for; a page past the end is simply empty. */
export const pageWindow = ({ page, pageSize }: AdminPageQuery) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/**
 * The window of ids a page reads, newest first: `offset` rows after the first dated `before`
 * (when given), `limit` of them.
 */
export interface PageSpan {
  limit: number;
  offset: number;
  before?: Date | undefined;
}

/** A list's order, newest first: by a time, ties broken by id. */
export interface ListOrder {
  time: AnyPgColumn;
  newestFirst: SQL[];
}

export const byTimeThenId = (time: AnyPgColumn, id: AnyPgColumn): ListOrder => ({
  time,
  newestFirst: [desc(time), desc(id)],
});

/** The ids of a page's window, from the list's table alone (an index-only scan for a late page). */
export function windowIds(
  db: Db,
  list: { table: PgTable; id: AnyPgColumn; filter: SQL | undefined; order: ListOrder },
  span: PageSpan,
) {
  return db
    .select({ id: list.id })
    .from(list.table)
    .where(and(list.filter, span.before ? lt(list.order.time, span.before) : undefined))
    .orderBy(...list.order.newestFirst)
    .limit(span.limit)
    .offset(span.offset);
}

/** A list read by `windowIds`: its table, id column and order. */
export interface ListSource {
  table: PgTable;
  id: AnyPgColumn;
  order: ListOrder;
}

/**
 * A search that is an OR of parts read as the UNION of each part's own rows (issue 28): each part
 * is planned alone, on the index that suits it, where the planner had one plan for the whole OR.
 * A control named by an evidence search (58,824 files on 100,000 organizations) made the OR's
 * plan gather every match through the primary key and sort them: 381 ms for a page.
 */
export function unionWindowIds(db: Db, list: ListSource, parts: SQL[], span: PageSpan): SQL {
  const newest = span.offset + span.limit;
  const branches = parts.map(
    (part) =>
      sql`(${db
        .select({ id: list.id, time: list.order.time })
        .from(list.table)
        .where(and(part, span.before ? lt(list.order.time, span.before) : undefined))
        .orderBy(...list.order.newestFirst)
        .limit(newest)})`,
  );
  const time = sql.identifier(list.order.time.name);
  return sql`(select w.id from (${sql.join(branches, sql` union `)}) as w
    order by w.${time} desc, w.id desc limit ${span.limit} offset ${span.offset})`;
}

/** `countUpTo` for a search read as `unionWindowIds`: each part counted up to cap + 1, then united. */
export async function countUnionUpTo(db: Db, list: ListSource, parts: SQL[], cap: number): Promise<number> {
  const branches = parts.map(
    (part) =>
      sql`(${db
        .select({ id: list.id })
        .from(list.table)
        .where(part)
        .limit(cap + 1)})`,
  );
  return countOf(db, sql.join(branches, sql` union `));
}

/** How many rows a statement gives (a subquery of bounded length). */
async function countOf(db: Db, rows: SQL | { getSQL(): SQL }): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${rows}) as counted`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * How many rows a filtered list's count goes up to for a page: the next multiple of
 * ADMIN_COUNT_STEP past the page's last row, so that whether a next page exists is always known.
 */
export const countCapOf = ({ limit, offset }: { limit: number; offset: number }): number =>
  Math.ceil((offset + limit + 1) / ADMIN_COUNT_STEP) * ADMIN_COUNT_STEP;

/**
 * The rows of `table` the filter keeps, counted up to `cap` + 1 and no further: `cap` + 1 means
 * "more than cap". The count stops reading once it has them.
 */
export async function countUpTo(
  db: Db,
  table: PgTable,
  filter: SQL | undefined,
  cap: number,
): Promise<number> {
  return countOf(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(filter)
      .limit(cap + 1),
  );
}

/**
 * One page of a console list (D21): the page's rows and the list's total. `rows` reads the
 * window's ids from the table alone (an index-only scan), then joins what it shows for those ids
 * only, and returns them newest first.
 *
 * A list without a filter names its table (`counted`): its rows per day (db/list-days.ts) give its
 * total, and where the page starts: the page skips the whole days newer than its first row and
 * walks at most one day's rows, however deep it is (issue 28: the middle page of ten million
 * activity entries walked five million and took 1.3 s). A filtered list is counted up to
 * `countCapOf` the page (`count(cap)` answers up to cap + 1): beyond, its total is a lower bound.
 * Two statements either way.
 */
export async function listPage<Row>(
  db: Db,
  query: AdminPageQuery,
  list: {
    counted?: DayCountedTable | undefined;
    rows: (span: PageSpan) => Promise<Row[]>;
    count: (cap: number) => PromiseLike<number>;
  },
): Promise<AdminPage<Row>> {
  const { limit, offset } = pageWindow(query);
  if (!list.counted) {
    const cap = countCapOf({ limit, offset });
    const [rows, counted] = await readTogether(
      db,
      () => list.rows({ limit, offset }),
      () => list.count(cap),
    );
    return counted > cap
      ? { ...pageOf(rows, cap, query), totalIsLowerBound: true }
      : pageOf(rows, counted, query);
  }
  const days = await daysOf(db, list.counted);
  const total = totalOf(days);
  if (offset >= total) return pageOf([], total, query);
  const { before, skipped } = dayOfOffset(days, offset);
  return pageOf(await list.rows({ limit, offset: offset - skipped, before }), total, query);
}

export function pageOf<T>(items: T[], total: number, { page, pageSize }: AdminPageQuery): AdminPage<T> {
  return { items, total, page, pageSize };
}

/**
 * `column = ANY(ARRAY(subquery))`: the subquery runs once, and its ids reach the outer table's
 * index as an index condition (several of them OR-ed become one BitmapOr), where `IN (subquery)`
 * inside an OR would check every row of the outer table against it.
 */
export const inIds = (column: SQL | { getSQL(): SQL }, ids: SQL): SQL => sql`${column} = any(array(${ids}))`;

/**
 * The ids of the organizations whose business name holds the text. Looked up before the list's
 * own statement, so that the planner sees how many ids there are: given a subquery instead, it
 * guessed a third of the table and walked the newest-first index filtering (24 ms for a search
 * on 170,000 implementations, against 1 ms through the user's index).
 */
export async function organizationIdsMatching(db: Db, search: string): Promise<string[]> {
  const found = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(ilike(organizations.businessName, containsPattern(search)));
  return found.map((row) => row.id);
}

/** The catalog's controls whose number or title holds the text, as ILIKE would find them. */
function controlIdsMatching(search: string): string[] {
  const text = search.toLowerCase();
  return everyCatalogControl()
    .filter((control) => `${control.controlNumber}\n${control.title}`.toLowerCase().includes(text))
    .map((control) => control.id);
}

/** What a console search names: the catalog's controls, and the organizations by business name. */
export async function searchTargets(db: Db, search: string) {
  return {
    controlIds: controlIdsMatching(search),
    organizationIds: await organizationIdsMatching(db, search),
  };
}

/** `column = ANY($ids)`: one parameter, whatever the number of ids. */
export const anyOf = (column: AnyPgColumn, ids: string[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::${sql.raw(column.getSQLType())}[])`;
