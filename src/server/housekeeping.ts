import { and, lt, or, isNotNull } from 'drizzle-orm';
import type { SessionStore } from './access/session-store';
import type { Db } from './db/client';
import { uploadGrants } from './db/schema';
import type { ObjectStorage } from './storage/storage';

/** A grant this long past its expiry can no longer be registered: its staging object is litter. */
const GRANT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what nobody can use any more: expired sessions, and upload grants long past expiry
 * (with any staging object left behind). Safe to run from several processes at once.
 */
export async function sweep(
  deps: { db: Db; sessions: SessionStore; storage: ObjectStorage },
  now = new Date(),
) {
  await deps.sessions.purgeExpired();
  const cutoff = new Date(now.getTime() - GRANT_RETENTION_MS);
  const stale = await deps.db
    .delete(uploadGrants)
    .where(
      or(
        lt(uploadGrants.expiresAt, cutoff),
        and(isNotNull(uploadGrants.closedAt), lt(uploadGrants.closedAt, cutoff)),
      ),
    )
    .returning();
  for (const grant of stale) {
    if (grant.uploadId)
      await deps.storage.abortMultipartUpload(grant.stagingKey, grant.uploadId).catch(() => undefined);
    await deps.storage.delete(grant.stagingKey).catch(() => undefined);
  }
  return { grantsRemoved: stale.length };
}
