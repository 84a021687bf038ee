import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { MemberRole } from '../../contract/constants';
import { userDisplayName } from '../../contract/display';
import type { OrganizationMembership } from '../../contract/organizations';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { memberships, organizations, users } from '../db/schema';

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

/** A member of an organization as documents name it (the OSCAL exports, D32). */
export interface MemberName {
  userId: string;
  name: string;
  role: MemberRole;
}

/** The members of an organization with their display names, in the order they joined, unguarded. */
export async function memberNamesOf(db: Db, organizationId: string): Promise<MemberName[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(users.id));
  return rows.map(({ userId, username, firstName, lastName, role }) => ({
    userId,
    name: userDisplayName({ firstName, lastName, username }),
    role: role as MemberRole,
  }));
}
