import { and, eq, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  INVALID_INVITATION,
  INVITATION_OTHER_EMAIL,
  MEMBER_ROLE_LABELS,
  type OrganizationMembership,
} from '../../contract/organizations';
import { levelChangedMessage, type Level } from '../../contract/level2';
import { AccessRefused } from '../access/errors';
import { recordActivity } from '../activity/steps';
import { openFirstCycle } from '../cycles/steps';
import type { Db } from '../db/client';
import type { OrganizationRow, UserRow } from '../db/rows';
import { invitations, memberships, organizations, users } from '../db/schema';
import { conflict } from '../http/errors';
import { hashOf, pending } from './invitation-tokens';
import { membershipIn } from './queries';

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

/** What a business tells about itself at registration (D27: the organization's fields). */
export interface BusinessFields {
  businessName: string;
  businessNumber?: string | null | undefined;
  industry: string;
}

/**
 * Makes the organization an account founds (D27), inside the caller's transaction: the account is
 * its owner, allowed to affirm (32 CFR 170.22), and works in it. At registration it takes the
 * account's id, as migration 0017 gave every business that existed before organizations; another
 * organization founded later (`id`) has its own. Its first assessment cycle opens with it.
 */
export async function foundOrganization(
  tx: Db,
  owner: UserRow,
  fields: BusinessFields & { id?: string },
): Promise<OrganizationRow> {
  const id = fields.id ?? owner.id;
  const [organization] = await tx
    .insert(organizations)
    .values({
      id,
      businessName: fields.businessName,
      businessNumber: fields.businessNumber ?? null,
      industry: fields.industry,
    })
    .returning();
  await tx
    .insert(memberships)
    .values({ organizationId: id, userId: owner.id, role: 'owner', canAffirm: true });
  await tx.update(users).set({ currentOrganizationId: id }).where(eq(users.id, owner.id));
  await openFirstCycle(tx, organization!);
  return organization!;
}

/**
 * Uses up a pending invitation for an account, inside the caller's transaction (accepting, or
 * registering with the link): the account's e-mail must be the one invited (403), and the link
 * works once, even when two requests race (the claim is one conditional UPDATE). The account
 * becomes a member, or keeps its membership if it already had one, and works in the organization.
 */
export async function joinByInvitation(
  tx: Db,
  account: { id: string; email: string },
  token: string,
): Promise<OrganizationMembership> {
  const tokenHash = hashOf(token);
  const [offer] = await tx
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), pending))
    .limit(1);
  if (!offer) throw new AccessRefused('not_found', INVALID_INVITATION);
  if (offer.email.toLowerCase() !== account.email.trim().toLowerCase())
    throw new AccessRefused('not_permitted', INVITATION_OTHER_EMAIL);
  const [claimed] = await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: account.id })
    .where(and(eq(invitations.tokenHash, tokenHash), pending))
    .returning();
  if (!claimed) throw new AccessRefused('not_found', INVALID_INVITATION);
  const [joined] = await tx
    .insert(memberships)
    .values({
      organizationId: claimed.organizationId,
      userId: account.id,
      role: claimed.role,
      canAffirm: claimed.canAffirm,
    })
    .onConflictDoNothing()
    .returning();
  const membership = await membershipIn(tx, account.id, claimed.organizationId);
  await tx
    .update(users)
    .set({ currentOrganizationId: claimed.organizationId })
    .where(eq(users.id, account.id));
  if (joined) {
    await recordActivity(tx, {
      organizationId: claimed.organizationId,
      userId: account.id,
      action: ACTIVITY_ACTIONS.memberJoined,
      description: `${claimed.email} joined as ${MEMBER_ROLE_LABELS[claimed.role].toLowerCase()}${claimed.canAffirm ? ', allowed to affirm' : ''}`,
      metadata: { invitationId: claimed.id },
    });
  }
  return membership!;
}
