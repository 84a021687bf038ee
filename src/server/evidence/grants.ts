import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadGrants } from '../db/schema';
import { notFound } from '../http/errors';
import { assertLinkAvailable } from './quota';
import { lockOrganizationUploads } from './steps';

export type UploadGrant = typeof uploadGrants.$inferSelect;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Staging keys end with the grant's id, so an upload URL of either storage kind names its grant. */
export function grantIdFromUrl(uploadUrl: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(uploadUrl, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  return path.match(UUID)?.pop()?.toLowerCase();
}

/**
 * Records a new upload link, when the organization may open one more (D26): the count of its open
 * links and `check` (its quota) run under its upload lock, in the transaction of the insert.
 */
export async function createGrant(
  db: Db,
  userId: string,
  lifetimeSeconds: number,
  check: (tx: Db) => Promise<void> = async () => undefined,
): Promise<UploadGrant> {
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    await lockOrganizationUploads(tx, userId);
    await assertLinkAvailable(tx, userId);
    await check(tx);
    const [grant] = await tx
      .insert(uploadGrants)
      .values({
        id,
        organizationId: userId,
        stagingKey: `staging/${userId}/${id}`,
        expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
      })
      .returning();
    return grant!;
  });
}

/** A grant of this user that is still open; someone else's is simply not found (D5). */
export async function openGrant(db: Db, userId: string, grantId: string | undefined): Promise<UploadGrant> {
  const [grant] = grantId
    ? await db
        .select()
        .from(uploadGrants)
        .where(
          and(
            eq(uploadGrants.id, grantId),
            eq(uploadGrants.organizationId, userId),
            isNull(uploadGrants.closedAt),
          ),
        )
        .limit(1)
    : [];
  if (!grant) throw notFound('Upload URL not found');
  return grant;
}

export function isExpired(grant: UploadGrant, graceSeconds = 0): boolean {
  return grant.expiresAt.getTime() + graceSeconds * 1000 < Date.now();
}

/** Claims the link for one upload: false when it was used already or has expired. */
export async function claimUpload(db: Db, grant: UploadGrant): Promise<boolean> {
  const claimed = await db
    .update(uploadGrants)
    .set({ uploadedAt: sql`now()` })
    .where(
      and(
        eq(uploadGrants.id, grant.id),
        isNull(uploadGrants.uploadedAt),
        gt(uploadGrants.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: uploadGrants.id });
  return claimed.length === 1;
}

/** Gives a claimed link back, after an upload that failed part way, so the user can retry. */
export async function releaseUpload(db: Db, grant: UploadGrant): Promise<void> {
  await db.update(uploadGrants).set({ uploadedAt: null }).where(eq(uploadGrants.id, grant.id));
}

/** Keeps the SHA-256 of the bytes that came in through this link, for registration (D25). */
export async function recordGrantHash(db: Db, grant: UploadGrant, sha256: string | null): Promise<void> {
  await db.update(uploadGrants).set({ sha256 }).where(eq(uploadGrants.id, grant.id));
}

/** Closes the grant for good; false when another request closed it first. */
export async function closeGrant(db: Db, grant: UploadGrant): Promise<boolean> {
  const closed = await db
    .update(uploadGrants)
    .set({ closedAt: sql`now()` })
    .where(and(eq(uploadGrants.id, grant.id), isNull(uploadGrants.closedAt)))
    .returning({ id: uploadGrants.id });
  return closed.length === 1;
}

/**
 * Claims an open grant of this user for its registration, with one conditional update, before
 * anything touches its object (D33): of two registrations of one link at once, only the one that
 * closed it goes on; the other finds no open link (404), and the object stays the winner's.
 * `expired` tells the claimer that the link's lifetime plus `graceSeconds` has passed.
 */
export async function claimGrantForRegistration(
  db: Db,
  userId: string,
  grantId: string | undefined,
  graceSeconds: number,
): Promise<{ grant: UploadGrant; expired: boolean }> {
  const [claimed] = grantId
    ? await db
        .update(uploadGrants)
        .set({ closedAt: sql`now()` })
        .where(
          and(
            eq(uploadGrants.id, grantId),
            eq(uploadGrants.organizationId, userId),
            isNull(uploadGrants.closedAt),
          ),
        )
        .returning()
    : [];
  if (!claimed) throw notFound('Upload URL not found');
  return { grant: claimed, expired: isExpired(claimed, graceSeconds) };
}

export async function setMultipartId(db: Db, grant: UploadGrant, uploadId: string): Promise<void> {
  await db.update(uploadGrants).set({ uploadId }).where(eq(uploadGrants.id, grant.id));
}

/** The open multipart grant of this user for a staging key and upload id. */
export async function multipartGrant(
  db: Db,
  userId: string,
  key: string,
  uploadId: string,
): Promise<UploadGrant> {
  const [grant] = await db
    .select()
    .from(uploadGrants)
    .where(
      and(
        eq(uploadGrants.organizationId, userId),
        eq(uploadGrants.stagingKey, key),
        eq(uploadGrants.uploadId, uploadId),
        isNull(uploadGrants.closedAt),
      ),
    )
    .limit(1);
  if (!grant) throw notFound('Upload not found');
  return grant;
}
