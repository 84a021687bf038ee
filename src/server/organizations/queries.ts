import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { OrganizationMembership } from '../../contract/organizations';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { memberships, organizations } from '../db/schema';

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
