import { sql, type SQL } from 'drizzle-orm';
import type { AdminPage, AdminPageQuery } from '../../contract/admin';
import { containsPattern } from '../db/query-input';
import { controls, users } from '../db/schema';

/** LIMIT and OFFSET of the page asked for; a page past the end is simply empty. */
export const pageWindow = ({ page, pageSize }: AdminPageQuery) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export function pageOf<T>(items: T[], total: number, { page, pageSize }: AdminPageQuery): AdminPage<T> {
  return { items, total, page, pageSize };
}

/**
 * `column = ANY(ARRAY(subquery))`: the subquery runs once, and its ids reach the outer table's
 * index as an index condition (several of them OR-ed become one BitmapOr), where `IN (subquery)`
 * inside an OR would check every row of the outer table against it.
 */
export const inIds = (column: SQL | { getSQL(): SQL }, ids: SQL): SQL => sql`${column} = any(array(${ids}))`;

/** The ids of the users whose business name matches, for an organization search. */
export const organizationsMatching = (search: string): SQL =>
  sql`select ${users.id} from ${users} where ${users.businessName} ilike ${containsPattern(search)}`;

/** The ids of the controls whose number or title matches, for a control search. */
export const controlsMatching = (search: string): SQL => {
  const pattern = containsPattern(search);
  return sql`select ${controls.id} from ${controls}
    where ${controls.controlNumber} ilike ${pattern} or ${controls.title} ilike ${pattern}`;
};
