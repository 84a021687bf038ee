import { asc, eq } from 'drizzle-orm';
import type { OrganizationMembership } from '../../contract/organizations';
import type { Db } from '../db/client';
import { memberships, organizations } from '../db/schema';

/** The organizations an account is a member of, with its role in each, in the order it joined them. */
export function membershipsOf(db: Db, userId: string): Promise<OrganizationMembership[]> {
  return db
    .select({
      id: organizations.id,
      businessName: organizations.businessName,
      role: memberships.role,
      canAffirm: memberships.canAffirm,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(organizations.id));
}
