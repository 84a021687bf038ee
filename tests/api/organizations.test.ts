import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { STAFF_BUSINESS_NAME } from '../../src/contract/staff';
import { memberships, organizations, users } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import { createStaff } from '../support/staff';

/*
 * D27, issue 25 step 1: a business is an organization. Registration founds it with the registrant
 * as its owner, allowed to affirm; the account's business fields are the organization's.
 */
describe('an organization founded at registration', () => {
  it('has the business fields, the registrant as owner allowed to affirm, and is where the account works', async ({
    app,
    client,
  }) => {
    const [organization] = await app.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, client.user.id));
    expect(organization).toMatchObject({
      businessName: client.form.businessName,
      industry: client.form.industry,
    });
    expect(
      await app.db
        .select({ userId: memberships.userId, role: memberships.role, canAffirm: memberships.canAffirm })
        .from(memberships)
        .where(eq(memberships.organizationId, client.user.id)),
    ).toEqual([{ userId: client.user.id, role: 'owner', canAffirm: true }]);
    const [account] = await app.db.select().from(users).where(eq(users.id, client.user.id));
    expect(account!.currentOrganizationId).toBe(client.user.id);
  });

  it("changes the organization's fields from the profile, and the account's own fields apart", async ({
    app,
    client,
  }) => {
    const saved = await client.browser.ok(routes.updateProfile, {
      body: { businessName: 'Renamed Machining', firstName: 'Dana' },
    });
    expect(saved).toMatchObject({ businessName: 'Renamed Machining', firstName: 'Dana' });
    const [organization] = await app.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, client.user.id));
    expect(organization!.businessName).toBe('Renamed Machining');
    expect((await client.browser.ok(routes.currentUser)).businessName).toBe('Renamed Machining');
  });
});

describe('a staff account', () => {
  it("works in no organization: it shows the agency's name and cannot send business fields", async ({
    app,
  }) => {
    const auditor = await createStaff(app, 'auditor');
    const me = await auditor.ok(routes.currentUser);
    expect(me.businessName).toBe(STAFF_BUSINESS_NAME);
    const refused = await auditor.call(routes.updateProfile, { body: { businessName: 'Not Ours' } });
    expect(refused.status).toBe(403);
    // Its personal fields it still edits.
    expect((await auditor.call(routes.updateProfile, { body: { firstName: 'Robin' } })).status).toBe(200);
  });
});
