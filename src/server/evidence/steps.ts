import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { evidenceFiles } from '../db/schema';

/**
 * What other capabilities run of the evidence inside their own transaction (issue 24): the
 * organization's upload lock (D26, D33) and the keeping of files an affirmation lists (D33).
 */

/** The first key of our two-key advisory locks on an organization's uploads ("EVUP"). */
const UPLOAD_LOCK_NAMESPACE = 0x45565550;

/** Holds the organization's upload lock until the transaction ends. */
export async function lockOrganizationUploads(tx: Db, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_NAMESPACE}::int, hashtext(${userId}::text))`,
  );
}

/**
 * Marks the files an affirmation's snapshot lists as kept for that cycle (D33), in the
 * affirmation's transaction, which holds the organization's upload lock.
 */
export async function keepForAffirmation(
  tx: Db,
  userId: string,
  cycleNumber: number,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(evidenceFiles)
    .set({ keptForCycle: cycleNumber })
    .where(and(eq(evidenceFiles.organizationId, userId), inArray(evidenceFiles.id, ids)));
}
