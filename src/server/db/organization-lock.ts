import { eq } from 'drizzle-orm';
import { levelChangedMessage, type Level } from '../../contract/level2';
import { AccessRefused } from '../access/errors';
import { conflict } from '../http/errors';
import type { Db } from './client';
import { organizations } from './schema';

/**
 * The organization's row locked for the rest of the caller's transaction, and its target level
 * as it stands under the lock (undefined for an organization that no longer exists). Member
 * changes and invitations of one organization take turns, so that two owners cannot remove each
 * other at once, nor a burst of invitations pass the hourly limit together (D27); a switch of the
 * target level and the writes that depend on the level take turns too (issue 38).
 *
 * FOR NO KEY UPDATE, the lock an UPDATE of the row's other columns takes: holders take turns,
 * and the rows that merely refer to the organization (a foreign key's check takes FOR KEY SHARE)
 * are still written meanwhile, so that a transaction holding some other lock (an upload's, an
 * implementation's row) and writing an activity entry never waits for this one. Take it first in
 * the transaction, before the cycle's lock (`lockLatestCycle`) or any row's, so that it never
 * closes a cycle of waits with them.
 */
export async function lockOrganization(tx: Db, organizationId: string): Promise<Level | undefined> {
  const [row] = await tx
    .select({ targetLevel: organizations.targetLevel })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update');
  return row?.targetLevel as Level | undefined;
}

/**
 * Takes the organization's lock for a write made for `level` (the level of the control it names,
 * or the level the request read at its start): a switch of level that committed meanwhile makes
 * the write 409 `level_changed`, with the sentence, instead of writing at a level the
 * organization no longer works at, or failing on roll-ups of the other level (issue 38). Once it
 * returns, the level holds until the caller's transaction ends.
 */
export async function lockOrganizationAtLevel(tx: Db, organizationId: string, level: Level): Promise<void> {
  const now = await lockOrganization(tx, organizationId);
  if (now === undefined) throw new AccessRefused('no_organization');
  if (now === level) return;
  const error = conflict(levelChangedMessage(level, now));
  error.code = 'level_changed';
  throw error;
}
