import { eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminEvidence, AdminPage, adminEvidenceQuerySchema } from '../../contract/admin';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import { controls, evidenceControlLinks, evidenceFiles, organizations } from '../db/schema';
import {
  anyOf,
  byTimeThenId,
  countUnionUpTo,
  listPage,
  searchTargets,
  unionWindowIds,
  windowIds,
} from './paging';

type Query = z.output<typeof adminEvidenceQuerySchema>;

/**
 * A search's parts, each a condition on the files alone: the file name (trigram index), the
 * organization, or a control the file serves. Read as a UNION, each on its own index
 * (`unionWindowIds`).
 */
async function searchParts(db: Db, search: string): Promise<SQL[]> {
  const { controlIds, organizationIds } = await searchTargets(db, search);
  return [
    ilike(evidenceFiles.fileName, containsPattern(search)),
    ...(organizationIds.length > 0 ? [anyOf(evidenceFiles.organizationId, organizationIds)] : []),
    ...(controlIds.length > 0
      ? [
          sql`exists (select 1 from ${evidenceControlLinks}
            where ${evidenceControlLinks.evidenceId} = ${evidenceFiles.id}
              and ${anyOf(evidenceControlLinks.controlId, controlIds)})`,
        ]
      : []),
  ];
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
  const parts = query.search ? await searchParts(db, query.search) : undefined;
  const list = {
    table: evidenceFiles,
    id: evidenceFiles.id,
    order: byTimeThenId(evidenceFiles.uploadedAt, evidenceFiles.id),
  };
  return listPage(db, query, {
    counted: parts ? undefined : evidenceFiles,
    count: (cap) => countUnionUpTo(db, list, parts ?? [], cap),
    rows: async (span) => {
      const ids = parts
        ? unionWindowIds(db, list, parts, span)
        : windowIds(db, { ...list, filter: undefined }, span);
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
        .from(evidenceFiles)
        .innerJoin(controls, eq(controls.id, evidenceFiles.controlId))
        .innerJoin(organizations, eq(organizations.id, evidenceFiles.organizationId))
        .where(inArray(evidenceFiles.id, ids))
        .orderBy(...list.order.newestFirst);
      return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
    },
  });
}
