import { asc, desc, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminPage, AdminPageQuery } from '../../contract/admin';
import { everyCatalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import { readTogether } from '../db/read-together';
import { rowCount, type CountedTable } from '../db/row-counts';
import { organizations } from '../db/schema';

/** LIMIT and OFFSET of the page asked for; a page past the end is simply empty. */
export const pageWindow = ({ page, pageSize }: AdminPageQuery) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** The window of ids a page reads, and from which end of the list's order. */
export interface PageSpan {
  limit: number;
  offset: number;
  oldestFirst: boolean;
}

/**
 * The window of ids to read for a page, newest first as asked. When the list's total is known
 * before the page is read (an unfiltered list: db/row-counts.ts) and the page lies in the older
 * half, the window is read from the other end, oldest first, so that the offset walked is at
 * most half the list: the last page of a million entries costs what the first does.
 */
export function pageSpan(query: AdminPageQuery, total?: number): PageSpan {
  const { limit, offset } = pageWindow(query);
  if (total === undefined || offset >= total || offset < total / 2)
    return { limit, offset, oldestFirst: false };
  return {
    limit: Math.min(limit, total - offset),
    offset: Math.max(0, total - offset - limit),
    oldestFirst: true,
  };
}

/** A list's order, newest first, and its reverse for reading a window from the older end. */
export interface ListOrder {
  newestFirst: SQL[];
  oldestFirst: SQL[];
}

/** A list's order by a time, ties broken by id, read from either end. */
export const byTimeThenId = (time: AnyPgColumn, id: AnyPgColumn): ListOrder => ({
  newestFirst: [desc(time), desc(id)],
  oldestFirst: [asc(time), asc(id)],
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
    .where(list.filter)
    .orderBy(...(span.oldestFirst ? list.order.oldestFirst : list.order.newestFirst))
    .limit(span.limit)
    .offset(span.offset);
}

/**
 * One page of a console list (D21): the page's rows and the list's total, read together. A list
 * without a filter names its table (`counted`): its total is then the kept row count, read first,
 * so that `rows` is given the window from the nearer end. `rows` reads the window's ids from the
 * table alone (an index-only scan for a late page), then joins what it shows for those ids only,
 * and returns them newest first.
 */
export async function listPage<Row>(
  db: Db,
  query: AdminPageQuery,
  list: {
    counted?: CountedTable | undefined;
    rows: (span: PageSpan) => Promise<Row[]>;
    count: () => PromiseLike<number>;
  },
): Promise<AdminPage<Row>> {
  const known = list.counted ? await rowCount(db, list.counted) : undefined;
  const span = pageSpan(query, known);
  const [rows, total] = await readTogether(
    db,
    () => list.rows(span),
    async () => known ?? (await list.count()),
  );
  return pageOf(rows, total, query);
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
