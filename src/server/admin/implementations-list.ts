import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminImplementation, AdminPage, adminImplementationsQuerySchema } from '../../contract/admin';
import { isoOrNull } from '../../contract/format';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { controlDomains, controlImplementations, controls, users } from '../db/schema';
import { controlsMatching, inIds, organizationsMatching, pageOf, pageWindow } from './paging';
import { readTogether } from '../db/read-together';

type Query = z.output<typeof adminImplementationsQuerySchema>;

/**
 * GET /api/admin/implementations: every organization's implementations, most recently changed
 * first (D21). The filters are conditions on the implementations alone (the matching controls and
 * organizations are looked up once, as id lists), so the count needs no join and the page reads
 * the (updated_at, id) index or the user's and control's indexes. Two statements per request.
 */
export async function listAdminImplementations(
  db: Db,
  actor: Actor | null,
  query: Query,
): Promise<AdminPage<AdminImplementation>> {
  authorize(actor, 'admin:console');
  const filter = and(
    query.status !== 'all' ? eq(controlImplementations.status, query.status) : undefined,
    query.domainId !== 'all'
      ? inIds(
          controlImplementations.controlId,
          sql`select ${controls.id} from ${controls} where ${controls.domainId} = ${query.domainId}`,
        )
      : undefined,
    query.search
      ? or(
          inIds(controlImplementations.controlId, controlsMatching(query.search)),
          inIds(controlImplementations.userId, organizationsMatching(query.search)),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const newestFirst = [desc(controlImplementations.updatedAt), desc(controlImplementations.id)];
  // The page's ids first, from the table alone (an index-only scan for a late page), then the rest.
  const page = db
    .select({ id: controlImplementations.id })
    .from(controlImplementations)
    .where(filter)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
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
    () => db.$count(controlImplementations, filter),
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
