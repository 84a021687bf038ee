import { and, eq, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  INVALID_INVITATION,
  INVITATION_EMAIL_UNCONFIRMED,
  INVITATION_OTHER_EMAIL,
  MEMBER_ROLE_LABELS,
  type OrganizationMembership,
} from '../../contract/organizations';
import { AccessRefused } from '../access/errors';
import { forbiddenBecause } from '../http/errors';
import { recordActivity } from '../activity/steps';
import { openFirstCycle } from '../cycles/steps';
import type { Db } from '../db/client';
import type { OrganizationRow, UserRow } from '../db/rows';
import { invitations, memberships, organizations, users } from '../db/schema';
import { hashOf, pending } from './invitation-tokens';
import { membershipIn } from './queries';

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
  { id: accountId }: { id: string },
  token: string,
): Promise<OrganizationMembership> {
  const tokenHash = hashOf(token);
  const [offer] = await tx
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), pending))
    .limit(1);
  if (!offer) throw new AccessRefused('not_found', INVALID_INVITATION);
  // The account's address read now, under its row lock (D34): only a confirmed address is matched,
  // and a confirmation or change racing the acceptance is either wholly before it or after it.
  const [account] = await tx
    .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, accountId))
    .for('update');
  if (!account || offer.email.toLowerCase() !== account.email.trim().toLowerCase())
    throw new AccessRefused('not_permitted', INVITATION_OTHER_EMAIL);
  if (!account.emailConfirmedAt) throw forbiddenBecause('email_unconfirmed', INVITATION_EMAIL_UNCONFIRMED);
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
