import { and, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminImplementation, AdminPage, adminImplementationsQuerySchema } from '../../contract/admin';
import { isoOrNull } from '../../contract/format';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { controlDomains, controlImplementations, controls, organizations } from '../db/schema';
import { anyOf, byTimeThenId, countUpTo, listPage, pageOf, searchTargets, windowIds } from './paging';
import { everyCatalogControl } from '../catalog/catalog';

type Query = z.output<typeof adminImplementationsQuerySchema>;

/** A search's controls (from the catalog) or organizations; null when it matches neither. */
async function searchFilter(db: Db, search: string): Promise<SQL | null> {
  const { controlIds, organizationIds } = await searchTargets(db, search);
  if (controlIds.length === 0 && organizationIds.length === 0) return null;
  return (
    or(
      controlIds.length > 0 ? anyOf(controlImplementations.controlId, controlIds) : undefined,
      organizationIds.length > 0 ? anyOf(controlImplementations.organizationId, organizationIds) : undefined,
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
          everyCatalogControl({ domainId: query.domainId }).map((control) => control.id),
        )
      : undefined,
    search,
  );
  const order = byTimeThenId(controlImplementations.updatedAt, controlImplementations.id);
  return listPage(db, query, {
    counted: filter === undefined ? controlImplementations : undefined,
    count: (cap) => countUpTo(db, controlImplementations, filter, cap),
    rows: async (span) => {
      const list = { table: controlImplementations, id: controlImplementations.id, filter, order };
      const page = windowIds(db, list, span).as('page');
      const rows = await db
        .select({
          id: controlImplementations.id,
          userId: controlImplementations.organizationId,
          businessName: organizations.businessName,
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
        .innerJoin(organizations, eq(organizations.id, controlImplementations.organizationId))
        .orderBy(...order.newestFirst);
      return rows.map((row) => ({
        ...row,
        completedAt: isoOrNull(row.completedAt),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  });
}
