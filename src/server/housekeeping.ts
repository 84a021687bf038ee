import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { SessionStore } from './access/session-store';
import { purgeStaleThrottles } from './auth/throttle';
import type { Db } from './db/client';
import { passwordResetTokens, uploadGrants } from './db/schema';
import type { ObjectStorage } from './storage/storage';
import { PACKAGES_PREFIX } from './reports/kept-packages';

/** A grant this long past its expiry can no longer be registered: its staging object is litter. */
const GRANT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Staging objects are checked against their grants this many at a time. */
const BATCH = 500;

/** `staging/{user}/{grant}` for a staging object or a leftover next to one (`.tmp`, `.parts-`). */
function stagingKeyOf(key: string): string {
  const [root = '', user = '', name = ''] = key.split('/');
  return `${root}/${user}/${name.split('.')[0]}`;
}

/**
 * Staging objects that nothing will register: older than the grant retention and without an open
 * grant (its row was never written, as after a crash during a direct upload, or was closed or
 * already swept). On local disk these include the temporary files and parts of interrupted
 * writes. An upload in progress is recent, or has its open grant: it is kept.
 */
async function removeOrphanedStaging(db: Db, storage: ObjectStorage, cutoff: Date): Promise<number> {
  let removed = 0;
  const check = async (keys: string[]) => {
    const bases = [...new Set(keys.map(stagingKeyOf))];
    const open = await db
      .select({ stagingKey: uploadGrants.stagingKey })
      .from(uploadGrants)
      .where(and(inArray(uploadGrants.stagingKey, bases), isNull(uploadGrants.closedAt)));
    const kept = new Set(open.map((grant) => grant.stagingKey));
    for (const key of keys) {
      if (kept.has(stagingKeyOf(key))) continue;
      await storage.delete(key).catch(() => undefined);
      removed++;
    }
  };
  let batch: string[] = [];
  for await (const object of storage.list('staging/')) {
    if (object.lastModified >= cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
  return removed;
}

/**
 * What an interrupted evidence package build left on local disk (`packages/{organization}/
 * {stamp}.{hex}.tmp`): a build in progress writes its file all the time, so one untouched since
 * the cutoff is litter. (An S3 upload that failed is aborted by its build; one a crash left is
 * never listed as an object.)
 */
async function removePackageLeftovers(storage: ObjectStorage, cutoff: Date): Promise<number> {
  let removed = 0;
  for await (const object of storage.list(PACKAGES_PREFIX)) {
    if (!object.key.endsWith('.tmp') || object.lastModified >= cutoff) continue;
    await storage.delete(object.key).catch(() => undefined);
    removed++;
  }
  return removed;
}

/**
 * Removes what nobody can use any more: expired sessions, upload grants long past expiry (with
 * any staging object left behind), staging objects no grant accounts for, sign-in counters
 * whose window has passed, password reset tokens past their expiry, used or not (D20), and what
 * interrupted evidence package builds left (issue 38). Safe to run from several processes at once.
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
  const stagingRemoved = await removeOrphanedStaging(deps.db, deps.storage, cutoff);
  const packageLeftoversRemoved = await removePackageLeftovers(deps.storage, cutoff);
  const throttlesRemoved = await purgeStaleThrottles(deps.db);
  const resetTokens = await deps.db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  return {
    grantsRemoved: stale.length,
    stagingRemoved,
    packageLeftoversRemoved,
    throttlesRemoved,
    resetTokensRemoved: resetTokens.length,
  };
}
