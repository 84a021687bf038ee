import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OrganizationRow, UserRow } from '../db/rows';
import { memberships, organizations, users } from '../db/schema';

/** What a business tells about itself at registration (D27: the organization's fields). */
export interface BusinessFields {
  businessName: string;
  businessNumber?: string | null | undefined;
  industry: string;
}

/**
 * Makes the organization a registrant founds (D27), inside the registration's transaction: the
 * registrant is its owner, allowed to affirm (32 CFR 170.22), and works in it. Step 1 of issue 25:
 * it takes the account's id, as migration 0017 gave every existing business, so that the code
 * still reading the business by account id reads the same one.
 */
export async function foundOrganization(tx: Db, owner: UserRow, fields: BusinessFields): Promise<OrganizationRow> {
  const [organization] = await tx
    .insert(organizations)
    .values({
      id: owner.id,
      businessName: fields.businessName,
      businessNumber: fields.businessNumber ?? null,
      industry: fields.industry,
    })
    .returning();
  await tx.insert(memberships).values({ organizationId: owner.id, userId: owner.id, role: 'owner', canAffirm: true });
  await tx.update(users).set({ currentOrganizationId: owner.id }).where(eq(users.id, owner.id));
  return organization!;
}
