import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminEvidence, AdminPage, adminEvidenceQuerySchema } from '../../contract/admin';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import { controls, evidenceControlLinks, evidenceFiles, organizations } from '../db/schema';
import { anyOf, byTimeThenId, inIds, countUpTo, listPage, searchTargets, windowIds } from './paging';

type Query = z.output<typeof adminEvidenceQuerySchema>;

/** File name (trigram index), organization, or a control the file serves. */
async function searchFilter(db: Db, search: string): Promise<SQL | undefined> {
  const { controlIds, organizationIds } = await searchTargets(db, search);
  return or(
    ilike(evidenceFiles.fileName, containsPattern(search)),
    organizationIds.length > 0 ? anyOf(evidenceFiles.organizationId, organizationIds) : undefined,
    controlIds.length > 0
      ? inIds(
          evidenceFiles.id,
          sql`select ${evidenceControlLinks.evidenceId} from ${evidenceControlLinks}
            where ${anyOf(evidenceControlLinks.controlId, controlIds)}`,
        )
      : undefined,
  );
}

/**
 * GET /api/admin/evidence: every organization's evidence files, newest first (D21), searched by
 * file name (trigram index), organization, or control: the control a file was uploaded for or any
 * control it serves (D22). Two statements per request, and the organizations' lookup for a search.
 */
export async function listAdminEvidence(
  db: Db,
  actor: Actor | null,
  query: Query,
): Promise<AdminPage<AdminEvidence>> {
  authorize(actor, 'admin:console');
  const filter = query.search ? await searchFilter(db, query.search) : undefined;
  const order = byTimeThenId(evidenceFiles.uploadedAt, evidenceFiles.id);
  return listPage(db, query, {
    counted: filter === undefined ? evidenceFiles : undefined,
    count: (cap) => countUpTo(db, evidenceFiles, filter, cap),
    rows: async (span) => {
      const page = windowIds(db, { table: evidenceFiles, id: evidenceFiles.id, filter, order }, span).as(
        'page',
      );
      const rows = await db
        .select({
          id: evidenceFiles.id,
          userId: evidenceFiles.organizationId,
          businessName: organizations.businessName,
          controlNumber: controls.controlNumber,
          fileName: evidenceFiles.fileName,
          fileSize: evidenceFiles.fileSize,
          uploadedAt: evidenceFiles.uploadedAt,
        })
        .from(page)
        .innerJoin(evidenceFiles, eq(evidenceFiles.id, page.id))
        .innerJoin(controls, eq(controls.id, evidenceFiles.controlId))
        .innerJoin(organizations, eq(organizations.id, evidenceFiles.organizationId))
        .orderBy(...order.newestFirst);
      return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
    },
  });
}
