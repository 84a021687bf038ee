import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { evidenceFiles } from '../db/schema';
import { hashStoredObject } from '../storage/hash-stream';
import type { ObjectStorage } from '../storage/storage';

/** Rows read per query; each file is then streamed on its own, so memory stays flat. */
const BATCH = 100;

export interface BackfillResult {
  /** Files that got their SHA-256 now. */
  hashed: number;
  /** Files whose stored object could not be read (missing, storage down): left for a later run. */
  failed: { id: string; objectPath: string; error: string }[];
}

/**
 * The one-time backfill of D25: evidence stored before hashes were recorded at upload gets its
 * SHA-256 by streaming each stored object once. It runs in the background when the app starts
 * (`buildApp`), and as `npm run evidence:backfill-hashes`.
 *
 * Idempotent and safe to run from several processes at once: it reads only rows whose hash is
 * still null (a partial index finds them), and writes a hash only where it is still null, so a
 * second run, or a parallel one, changes nothing that is done. An object that cannot be read
 * keeps its null and is reported; the next run tries it again. `signal` stops it between files
 * (the app stopping).
 */
export async function backfillEvidenceHashes(
  deps: { db: Db; storage: Pick<ObjectStorage, 'getStream'> },
  options: { signal?: AbortSignal } = {},
): Promise<BackfillResult> {
  const result: BackfillResult = { hashed: 0, failed: [] };
  let after: string | undefined;
  for (;;) {
    const rows = await deps.db
      .select({ id: evidenceFiles.id, objectPath: evidenceFiles.objectPath })
      .from(evidenceFiles)
      .where(and(isNull(evidenceFiles.sha256), after ? gt(evidenceFiles.id, after) : undefined))
      .orderBy(asc(evidenceFiles.id))
      .limit(BATCH);
    for (const row of rows) {
      if (options.signal?.aborted) return result;
      try {
        const { sha256 } = await hashStoredObject(deps.storage, row.objectPath);
        const updated = await deps.db
          .update(evidenceFiles)
          .set({ sha256 })
          .where(and(eq(evidenceFiles.id, row.id), isNull(evidenceFiles.sha256)))
          .returning({ id: evidenceFiles.id });
        result.hashed += updated.length;
      } catch (error) {
        result.failed.push({ id: row.id, objectPath: row.objectPath, error: String(error) });
      }
    }
    if (rows.length < BATCH) return result;
    after = rows.at(-1)!.id;
  }
}
