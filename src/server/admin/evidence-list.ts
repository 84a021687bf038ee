import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminEvidence, AdminPage, adminEvidenceQuerySchema } from '../../contract/admin';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import { controls, evidenceControlLinks, evidenceFiles, users } from '../db/schema';
import { controlsMatching, inIds, organizationsMatching, pageOf, pageWindow } from './paging';
import { readTogether } from '../db/read-together';

type Query = z.output<typeof adminEvidenceQuerySchema>;

/**
 * GET /api/admin/evidence: every organization's evidence files, newest first (D21), searched by
 * file name (trigram index), organization, or control: the control a file was uploaded for or any
 * control it serves (D22). Two statements per request.
 */
export async function listAdminEvidence(
  db: Db,
  actor: Actor | null,
  query: Query,
): Promise<AdminPage<AdminEvidence>> {
  authorize(actor, 'admin:console');
  const filter = query.search
    ? or(
        ilike(evidenceFiles.fileName, containsPattern(query.search)),
        inIds(evidenceFiles.userId, organizationsMatching(query.search)),
        inIds(
          evidenceFiles.id,
          sql`select ${evidenceControlLinks.evidenceId} from ${evidenceControlLinks}
            where ${evidenceControlLinks.controlId} = any(array(${controlsMatching(query.search)}))`,
        ),
      )
    : undefined;
  const { limit, offset } = pageWindow(query);
  const newestFirst = [desc(evidenceFiles.uploadedAt), desc(evidenceFiles.id)];
  // The page's ids first, from the table alone (an index-only scan for a late page), then the rest.
  const page = db
    .select({ id: evidenceFiles.id })
    .from(evidenceFiles)
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
          id: evidenceFiles.id,
          userId: evidenceFiles.userId,
          businessName: users.businessName,
          controlNumber: controls.controlNumber,
          fileName: evidenceFiles.fileName,
          fileSize: evidenceFiles.fileSize,
          uploadedAt: evidenceFiles.uploadedAt,
        })
        .from(page)
        .innerJoin(evidenceFiles, eq(evidenceFiles.id, page.id))
        .innerJoin(controls, eq(controls.id, evidenceFiles.controlId))
        .innerJoin(users, eq(users.id, evidenceFiles.userId))
        .orderBy(...newestFirst),
    () => db.$count(evidenceFiles, filter),
  );
  return pageOf(
    rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() })),
    total,
    query,
  );
}
