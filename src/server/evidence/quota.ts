import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { formatFileSize, formatSizeLimit, MAX_OPEN_UPLOAD_LINKS } from '../../contract/evidence';
import type { Db } from '../db/client';
import { evidenceFiles, uploadGrants } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The abuse limits of D26 on evidence: an organization's quota of files and bytes, and the number
 * of upload links it may hold open. Each check runs inside the transaction that then writes (the
 * grant, the evidence row), under a per-organization advisory lock, so parallel requests are
 * counted one after the other, across every app process.
 */

export const tooManyOpenLinks = () =>
  new HttpError(
    429,
    `Too many uploads in progress. Finish or wait for the current ones (at most ${MAX_OPEN_UPLOAD_LINKS}).`,
  );

/** Refuses a new upload link when the organization already holds the most it may (D26, D9). */
export async function assertLinkAvailable(tx: Db, userId: string): Promise<void> {
  const [row] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(uploadGrants)
    .where(
      and(
        eq(uploadGrants.organizationId, userId),
        isNull(uploadGrants.closedAt),
        gt(uploadGrants.expiresAt, sql`now()`),
      ),
    );
  if ((row?.open ?? 0) >= MAX_OPEN_UPLOAD_LINKS) throw tooManyOpenLinks();
}

export interface EvidenceQuota {
  files: number;
  bytes: number;
}

/** Refuses evidence that would take the organization past its quota (D26), with 413. */
export async function assertWithinQuota(
  tx: Db,
  userId: string,
  quota: EvidenceQuota,
  adding: { bytes: number },
): Promise<void> {
  const [usage] = await tx
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${evidenceFiles.fileSize}), 0)::text`,
    })
    .from(evidenceFiles)
    .where(eq(evidenceFiles.organizationId, userId));
  const files = usage?.files ?? 0;
  const bytes = Number(usage?.bytes ?? 0);
  if (files + 1 > quota.files) {
    throw new HttpError(
      413,
      `Evidence quota reached: an organization can keep at most ${quota.files} files. Delete files you no longer need to add more.`,
    );
  }
  if (bytes + adding.bytes > quota.bytes) {
    throw new HttpError(
      413,
      `Evidence quota reached: an organization can keep at most ${formatSizeLimit(quota.bytes)} of evidence (${formatFileSize(bytes)} used). Delete files you no longer need to add more.`,
    );
  }
}
