import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminImplementation, AdminPage, adminImplementationsQuerySchema } from '../../contract/admin';
import { isoOrNull } from '../../contract/format';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { controlDomains, controlImplementations, controls, users } from '../db/schema';
import { anyOf, controlIdsMatching, organizationIdsMatching, pageOf, pageSpan } from './paging';
import { catalogControls } from '../controls/service';
import { readTogether } from '../db/read-together';
import { rowCount } from '../db/row-counts';

type Query = z.output<typeof adminImplementationsQuerySchema>;

/** A search's controls (from the catalog) or organizations; null when it matches neither. */
async function searchFilter(db: Db, search: string): Promise<SQL | null> {
  const controlIds = controlIdsMatching(search);
  const organizationIds = await organizationIdsMatching(db, search);
  if (controlIds.length === 0 && organizationIds.length === 0) return null;
  return (
    or(
      controlIds.length > 0 ? anyOf(controlImplementations.controlId, controlIds) : undefined,
      organizationIds.length > 0 ? anyOf(controlImplementations.userId, organizationIds) : undefined,
    ) ?? null
  );
}

/**
 * GET /api/admin/implementations: every organization's implementations, most recently changed
 * first (D21). The filters are conditions on the implementations alone (the matching controls and
 * organizations are looked up first, as id lists), so the count needs no join and the page reads
 * the (updated_at, id) index or the user's and control's indexes. Two statements per request, and
 * the organizations' lookup for a search.
 */
export async function listAdminImplementations(
  db: Db,
  actor: Actor | null,
  query: Query,
): Promise<AdminPage<AdminImplementation>> {
  authorize(actor, 'admin:console');
  const search = query.search ? await searchFilter(db, query.search) : undefined;
  if (search === null) return pageOf([], 0, query);
  const filter = and(
    query.status !== 'all' ? eq(controlImplementations.status, query.status) : undefined,
    query.domainId !== 'all'
      ? anyOf(
          controlImplementations.controlId,
          catalogControls({ domainId: query.domainId }).map((control) => control.id),
        )
      : undefined,
    search,
  );
  const known = filter === undefined ? await rowCount(db, controlImplementations) : undefined;
  const span = pageSpan(query, known);
  const newestFirst = [desc(controlImplementations.updatedAt), desc(controlImplementations.id)];
  const oldestFirst = [asc(controlImplementations.updatedAt), asc(controlImplementations.id)];
  // The page's ids first, from the table alone (an index-only scan for a late page), then the rest.
  const page = db
    .select({ id: controlImplementations.id })
    .from(controlImplementations)
    .where(filter)
    .orderBy(...(span.oldestFirst ? oldestFirst : newestFirst))
    .limit(span.limit)
    .offset(span.offset)
    .as('page');
  const [rows, total] = await readTogether(
    db,
    () =>
      db
        .select({
          id: controlImplementations.id,
          userId: controlImplementations.userId,
          businessName: users.businessName,
          controlNumber: controls.controlNumber,
          controlTitle: controls.title,
          domainShortName: controlDomains.shortName,
          status: controlImplementations.status,
          completedAt: controlImplementations.completedAt,
          updatedAt: controlImplementations.updatedAt,
        })
        .from(page)
        .innerJoin(controlImplementations, eq(controlImplementations.id, page.id))
        .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
        .innerJoin(controlDomains, eq(controlDomains.id, controls.domainId))
        .innerJoin(users, eq(users.id, controlImplementations.userId))
        .orderBy(...newestFirst),
    async () => known ?? (await db.$count(controlImplementations, filter)),
  );
  return pageOf(
    rows.map((row) => ({
      ...row,
      completedAt: isoOrNull(row.completedAt),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    query,
  );
}
