import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { userDisplayName } from '../../contract/display';
import type { Member, OrganizationMembership } from '../../contract/organizations';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { invitations, memberships, organizations, users } from '../db/schema';
import { hashOf, pending } from './invitation-tokens';

/** An account's memberships matching `where`, with each organization's name, in the order it joined them. */
function membershipsWhere(db: Db, where: SQL | undefined): Promise<OrganizationMembership[]> {
  return db
    .select({
      id: organizations.id,
      businessName: organizations.businessName,
      role: memberships.role,
      canAffirm: memberships.canAffirm,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(where)
    .orderBy(asc(memberships.createdAt), asc(organizations.id));
}

/** The organizations an account is a member of, with its role in each, in the order it joined them. */
export function membershipsOf(db: Db, userId: string): Promise<OrganizationMembership[]> {
  return membershipsWhere(db, eq(memberships.userId, userId));
}

/** The account's membership of one organization; none when it is not a member (or the id is no uuid). */
export async function membershipIn(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<OrganizationMembership | undefined> {
  if (!isUuid(organizationId)) return undefined;
  const [membership] = await membershipsWhere(
    db,
    and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)),
  );
  return membership;
}

/** The columns of a member as the members list reads them. */
export const memberColumns = {
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: memberships.role,
  canAffirm: memberships.canAffirm,
};

export type MemberRow = { firstName: string | null; lastName: string | null } & Omit<Member, 'name'>;

export const toMember = ({ firstName, lastName, ...row }: MemberRow): Member => ({
  ...row,
  name: userDisplayName({ firstName, lastName, username: row.username }),
});

/**
 * The members of an organization, owners first, then editors and viewers, each in the order they
 * joined (D27). Unguarded: the caller authorizes (the members list, the system security plan).
 */
export async function membersOf(db: Db, organizationId: string): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(
      sql`case ${memberships.role} when 'owner' then 0 when 'editor' then 1 else 2 end`,
      asc(memberships.createdAt),
    );
  return rows.map(toMember);
}

/** The address a pending invitation was made for, by its link's token; undefined when none is pending. */
export async function invitedAddressOf(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashOf(token)), pending))
    .limit(1);
  return row?.email;
}
