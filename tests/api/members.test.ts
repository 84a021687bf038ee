import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { INVITATIONS_PER_ORGANIZATION_PER_HOUR } from '../../src/contract/organizations';
import { routes } from '../../src/contract/routes';
import { invitations } from '../../src/server/db/schema';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import { registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';

/*
 * Organizations with members (D27, issue 25): invitations by e-mail with a role, what each role
 * may do, several organizations per account, and the affirmation in the official's own name.
 */

type Role = 'owner' | 'editor' | 'viewer';

/** The token at the end of an invitation's link. */
const tokenOf = (acceptUrl: string) => decodeURIComponent(acceptUrl.split('/invite/')[1]!);

/** The owner invites this address; the answer's link carries the token. */
async function invite(owner: HttpClient, email: string, role: Role, canAffirm = false) {
  const response = await owner.call(routes.invite, { body: { email, role, canAffirm } });
  expect(response.status).toBe(201);
  return response.json as {
    id: string;
    acceptUrl: string;
    email: string;
    role: Role;
    canAffirm: boolean;
    expiresAt: string;
  };
}

/** A new account that registers through the invitation's link (personal fields only). */
async function joinAs(app: TestApp, owner: HttpClient, role: Role, canAffirm = false) {
  const form = registration();
  const invitation = await invite(owner, form.email, role, canAffirm);
  const browser = new HttpClient(app.baseUrl);
  const { businessName: _name, industry: _industry, businessNumber: _number, ...personal } = form;
  const response = await browser.call(routes.register, {
    body: { ...personal, invitationToken: tokenOf(invitation.acceptUrl) },
  });
  expect(response.status).toBe(201);
  return { browser, form, user: response.json as { id: string; organization: unknown } };
}

describe('invitations', () => {
  it('an invitee registers through the link with personal fields only and joins with the role given', async ({
    app,
    client,
  }) => {
    const form = registration();
    const invitation = await invite(client.browser, form.email, 'editor', true);
    expect(invitation).toMatchObject({ email: form.email, role: 'editor', canAffirm: true });
    expect(new Date(invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    // Anyone holding the link sees what it offers, without a session.
    const preview = await new HttpClient(app.baseUrl).call(routes.invitationPreview, {
      params: { token: tokenOf(invitation.acceptUrl) },
    });
    expect(preview.json).toMatchObject({
      organizationName: client.form.businessName,
      role: 'editor',
      email: form.email,
    });

    const browser = new HttpClient(app.baseUrl);
    const joined = await browser.call(routes.register, {
      body: {
        username: form.username,
        password: form.password,
        confirmPassword: form.password,
        email: form.email,
        invitationToken: tokenOf(invitation.acceptUrl),
      },
    });
    expect(joined.status).toBe(201);
    expect(joined.json.organization).toEqual({
      id: client.user.id,
      businessName: client.form.businessName,
      role: 'editor',
      canAffirm: true,
    });
    expect(joined.json.businessName).toBe(client.form.businessName);
    // Only one organization: no new one was founded for the invitee.
    expect((await browser.ok(routes.organizations)).map((one) => one.id)).toEqual([client.user.id]);
    // The link worked once.
    const again = await new HttpClient(app.baseUrl).call(routes.invitationPreview, {
      params: { token: tokenOf(invitation.acceptUrl) },
    });
    expect(again.status).toBe(404);
    const members = await client.browser.ok(routes.members);
    expect(members.map((member) => [member.email, member.role, member.canAffirm])).toEqual([
      [client.form.email, 'owner', true],
      [form.email, 'editor', true],
    ]);
  });

  it('keeps only a hash of the token, and refuses unknown, revoked and expired links', async ({
    app,
    client,
  }) => {
    const first = await invite(client.browser, 'first@example.com', 'viewer');
    const [row] = await app.db.select().from(invitations).where(eq(invitations.id, first.id));
    expect(row!.tokenHash).not.toContain(tokenOf(first.acceptUrl));
    expect(JSON.stringify(row)).not.toContain(tokenOf(first.acceptUrl));

    const anonymous = new HttpClient(app.baseUrl);
    const preview = (token: string) => anonymous.call(routes.invitationPreview, { params: { token } });
    expect((await preview('no-such-token')).status).toBe(404);

    // Revoked: gone from the pending list, and the link is dead.
    expect((await client.browser.call(routes.revokeInvitation, { params: { id: first.id } })).status).toBe(
      204,
    );
    expect((await preview(tokenOf(first.acceptUrl))).status).toBe(404);
    expect(await client.browser.ok(routes.invitations)).toEqual([]);

    // Expired: seven days later it no longer works.
    const second = await invite(client.browser, 'second@example.com', 'viewer');
    expect((await preview(tokenOf(second.acceptUrl))).status).toBe(200);
    await app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, second.id));
    expect((await preview(tokenOf(second.acceptUrl))).status).toBe(404);
  });

  it('works only for the invited address: another account gets 403, the right one joins', async ({
    app,
    client,
  }) => {
    const invited = new HttpClient(app.baseUrl);
    const invitedForm = registration();
    await invited.call(routes.register, { body: invitedForm as never });
    const other = new HttpClient(app.baseUrl);
    await other.call(routes.register, { body: registration() as never });
    const invitation = await invite(client.browser, invitedForm.email.toUpperCase(), 'editor');
    const token = tokenOf(invitation.acceptUrl);

    const refused = await other.call(routes.acceptInvitation, { params: { token } });
    expect(refused.status).toBe(403);
    // Registering with the link under another address is refused too, and makes no account.
    const stranger = registration();
    const registered = await new HttpClient(app.baseUrl).call(routes.register, {
      body: { ...stranger, invitationToken: token } as never,
    });
    expect(registered.status).toBe(403);
    expect((await new HttpClient(app.baseUrl).call(routes.login, { body: stranger })).status).toBe(401);

    const accepted = await invited.call(routes.acceptInvitation, { params: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ id: client.user.id, role: 'editor' });
    // The session now works in the organization joined; the account keeps its own too.
    expect((await invited.ok(routes.currentUser)).organization?.id).toBe(client.user.id);
    expect(await invited.ok(routes.organizations)).toHaveLength(2);
  });

  it('accepts a link once when two requests race for it', async ({ app, client }) => {
    const form = registration();
    const account = new HttpClient(app.baseUrl);
    await account.call(routes.register, { body: form as never });
    const second = new HttpClient(app.baseUrl);
    await second.call(routes.login, { body: form });
    const token = tokenOf((await invite(client.browser, form.email, 'viewer')).acceptUrl);
    const answers = await Promise.all(
      [account, second].map((browser) => browser.call(routes.acceptInvitation, { params: { token } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await client.browser.ok(routes.members)).filter((m) => m.email === form.email)).toHaveLength(1);
  });

  it('refuses to invite a member or an address already invited (409)', async ({ client }) => {
    const member = await client.browser.call(routes.invite, {
      body: { email: client.form.email, role: 'editor' },
    });
    expect(member.status).toBe(409);
    await invite(client.browser, 'pending@example.com', 'viewer');
    const twice = await client.browser.call(routes.invite, {
      body: { email: 'PENDING@example.com', role: 'editor' },
    });
    expect(twice.status).toBe(409);
    const viewerAffirming = await client.browser.call(routes.invite, {
      body: { email: 'v@example.com', role: 'viewer', canAffirm: true },
    });
    expect(viewerAffirming.status).toBe(400);
  });

  it(`sends at most ${INVITATIONS_PER_ORGANIZATION_PER_HOUR} an hour per organization, also when they arrive at once`, async ({
    client,
  }) => {
    const answers = await Promise.all(
      Array.from({ length: INVITATIONS_PER_ORGANIZATION_PER_HOUR + 5 }, (_, i) =>
        client.browser.call(routes.invite, { body: { email: `burst${i}@example.com`, role: 'viewer' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(INVITATIONS_PER_ORGANIZATION_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // Revoking does not give the hour's invitations back.
    const pending = await client.browser.ok(routes.invitations);
    await client.browser.call(routes.revokeInvitation, { params: { id: pending[0]!.id } });
    const after = await client.browser.call(routes.invite, {
      body: { email: 'late@example.com', role: 'viewer' },
    });
    expect(after.status).toBe(429);
  });
});

describe('member roles', () => {
  it('a viewer reads and downloads, and every write is 403', async ({ app, client }) => {
    const viewer = (await joinAs(app, client.browser, 'viewer')).browser;
    expect((await viewer.call(routes.implementations)).status).toBe(200);
    expect((await viewer.call(routes.assessment)).status).toBe(200);
    expect((await viewer.call(routes.members)).status).toBe(200);
    expect((await viewer.call(routes.compliancePdf)).status).toBe(200);
    const writes = await Promise.all([
      viewer.call(routes.saveImplementation, {
        body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: '' },
      }),
      viewer.call(routes.saveFinding, {
        params: { objectiveId: 'AC.L1-3.1.1[a]' },
        body: { finding: 'met' },
      }),
      viewer.call(routes.saveScope, { body: { systems: [{ name: 'Laptops', kind: 'other' }] } }),
      viewer.call(routes.runDiagnostic, { body: { answers: {} } as never }),
      viewer.call(routes.invite, { body: { email: 'x@example.com', role: 'viewer' } }),
      viewer.call(routes.updateOrganization, { body: { businessName: 'Taken Over' } }),
      viewer.call(routes.affirm, { body: OFFICIAL }),
    ]);
    expect(writes.map((write) => write.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // Nor the business fields through the profile; its own name it changes.
    expect((await viewer.call(routes.updateProfile, { body: { businessName: 'Taken Over' } })).status).toBe(
      403,
    );
    expect((await viewer.call(routes.updateProfile, { body: { firstName: 'Vic' } })).status).toBe(200);
  });

  it('an editor records the work but neither manages members, starts cycles, records SPRS nor affirms unless allowed', async ({
    app,
    client,
  }) => {
    const editor = (await joinAs(app, client.browser, 'editor')).browser;
    const saved = await editor.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'in_progress', notes: 'Laptops first' },
    });
    expect(saved.status).toBe(200);
    expect((await editor.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    expect(
      (await editor.call(routes.invite, { body: { email: 'x@example.com', role: 'viewer' } })).status,
    ).toBe(403);
    expect((await editor.call(routes.invitations)).status).toBe(403);
    expect((await editor.call(routes.startNextCycle)).status).toBe(403);
    expect(
      (await editor.call(routes.recordSprsEntry, { body: { cmmcUid: 'ABC123', submittedAt: '2026-01-02' } }))
        .status,
    ).toBe(403);
    expect((await editor.call(routes.affirm, { body: OFFICIAL })).status).toBe(403);
    // The owner sees the editor's work: one organization's data.
    const owned = await client.browser.ok(routes.implementations);
    expect(owned.find((one) => one.controlId === 'AC.L1-3.1.1')).toMatchObject({ notes: 'Laptops first' });
    // The activity names the member who acted.
    const activity = await client.browser.ok(routes.activity);
    expect(activity.items.find((entry) => entry.action === 'status_change')?.actorName).toBe('Dana Reyes');
  });

  it('the member allowed to affirm affirms in their own name and e-mail; names sent are ignored', async ({
    app,
    client,
  }) => {
    const official = await joinAs(app, client.browser, 'editor', true);
    await client.browser.call(routes.saveScope, { body: SCOPE });
    await meetEverything(client.browser);
    await official.browser.call(routes.updateProfile, { body: { firstName: 'Morgan', lastName: 'Okafor' } });
    const affirmed = await official.browser.call(routes.affirm, {
      body: { ...OFFICIAL, officialName: 'Someone Else', officialEmail: 'someone@else.example' } as never,
    });
    expect(affirmed.status).toBe(200);
    expect(affirmed.json.affirmation).toMatchObject({
      officialName: 'Morgan Okafor',
      officialEmail: official.form.email,
      officialTitle: OFFICIAL.officialTitle,
    });
  });

  it('asks for the first and last name of an official whose account lacks them', async ({ app, client }) => {
    const official = await joinAs(app, client.browser, 'owner', true);
    await official.browser.call(routes.updateProfile, { body: { firstName: null, lastName: null } });
    await client.browser.call(routes.saveScope, { body: SCOPE });
    await meetEverything(client.browser);
    const refused = await official.browser.call(routes.affirm, { body: OFFICIAL });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.errors)).toEqual(['firstName', 'lastName']);
  });
});

describe('members', () => {
  it('the owner changes roles; the last owner can be neither demoted nor removed (409)', async ({
    app,
    client,
  }) => {
    const editor = await joinAs(app, client.browser, 'editor', true);
    const demoted = await client.browser.call(routes.updateMember, {
      params: { userId: editor.user.id },
      body: { role: 'viewer' },
    });
    expect(demoted.status).toBe(200);
    // A viewer cannot affirm: the permission went with the demotion.
    expect(demoted.json).toMatchObject({ role: 'viewer', canAffirm: false });
    const me = client.user.id;
    expect(
      (await client.browser.call(routes.updateMember, { params: { userId: me }, body: { role: 'editor' } }))
        .status,
    ).toBe(409);
    expect((await client.browser.call(routes.removeMember, { params: { userId: me } })).status).toBe(409);
    // With a second owner, the first may step down.
    await client.browser.call(routes.updateMember, {
      params: { userId: editor.user.id },
      body: { role: 'owner' },
    });
    expect(
      (await client.browser.call(routes.updateMember, { params: { userId: me }, body: { role: 'editor' } }))
        .status,
    ).toBe(200);
    expect(
      (await client.browser.call(routes.invite, { body: { email: 'x@example.com', role: 'viewer' } })).status,
    ).toBe(403);
  });

  it('a removed member loses access at once and, with no organization left, is offered to create one', async ({
    app,
    client,
  }) => {
    const editor = await joinAs(app, client.browser, 'editor');
    // Its session was read (and is kept by the session cache) before the removal.
    expect((await editor.browser.call(routes.implementations)).status).toBe(200);
    expect(
      (await client.browser.call(routes.removeMember, { params: { userId: editor.user.id } })).status,
    ).toBe(204);
    const after = await editor.browser.call(routes.implementations);
    expect(after.status).toBe(409);
    expect(after.json.code).toBe('no_organization');
    expect((await editor.browser.ok(routes.currentUser)).organization).toBeNull();
    const created = await editor.browser.call(routes.createOrganization, {
      body: { businessName: 'Fresh Start LLC', industry: 'Manufacturing' },
    });
    expect(created.status).toBe(201);
    expect((await editor.browser.call(routes.implementations)).status).toBe(200);
  });

  it('two owners removing each other at once leave one owner: one removal passes, the other is 409', async ({
    app,
    client,
  }) => {
    for (let round = 0; round < 3; round++) {
      const other = await joinAs(app, client.browser, 'owner', true);
      const [first, second] = await Promise.all([
        client.browser.call(routes.removeMember, { params: { userId: other.user.id } }),
        other.browser.call(routes.removeMember, { params: { userId: client.user.id } }),
      ]);
      expect([first.status, second.status].sort()).toEqual([204, 409]);
      const owners = (
        await (first.status === 204 ? client.browser : other.browser).ok(routes.members)
      ).filter((member) => member.role === 'owner');
      expect(owners).toHaveLength(1);
      if (first.status !== 204) return; // the registrant left; nothing further to repeat with it
    }
  });

  it('the same invitation sent twice at once (a double click) makes one, and the second is 409', async ({
    client,
  }) => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        client.browser.call(routes.invite, { body: { email: 'twice@example.com', role: 'editor' } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await client.browser.ok(routes.invitations)).map((one) => one.email)).toEqual([
      'twice@example.com',
    ]);
  });

  it('a member may leave by itself; another member it may not remove', async ({ app, client }) => {
    const editor = await joinAs(app, client.browser, 'editor');
    const viewer = await joinAs(app, client.browser, 'viewer');
    expect(
      (await editor.browser.call(routes.removeMember, { params: { userId: viewer.user.id } })).status,
    ).toBe(403);
    expect(
      (await viewer.browser.call(routes.removeMember, { params: { userId: viewer.user.id } })).status,
    ).toBe(204);
    const names = (await client.browser.ok(routes.members)).map((member) => member.email);
    expect(names).not.toContain(viewer.form.email);
  });
});

describe('several organizations', () => {
  it('an IT provider creates a second client, switches between them, and each keeps its own data', async ({
    app,
    client,
  }) => {
    const provider = client.browser;
    const first = client.user.id;
    const created = await provider.call(routes.createOrganization, {
      body: { businessName: 'Second Client Inc', industry: 'Aerospace & Defense' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ businessName: 'Second Client Inc', role: 'owner', canAffirm: true });
    const second = created.json.id as string;
    // The session works in the new organization at once.
    expect((await provider.ok(routes.currentUser)).organization?.id).toBe(second);
    await provider.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.2', status: 'completed', notes: 'Second client only' },
    });
    expect((await provider.ok(routes.organizations)).map((one) => one.id)).toEqual([first, second]);

    // Another session started now begins where the account chose last: the second one.
    const laptop = new HttpClient(app.baseUrl);
    await laptop.call(routes.login, { body: client.form });
    expect((await laptop.ok(routes.currentUser)).organization?.id).toBe(second);
    // Switching in one session does not move the other.
    expect((await provider.call(routes.switchOrganization, { body: { organizationId: first } })).status).toBe(
      200,
    );
    expect((await provider.ok(routes.currentUser)).businessName).toBe(client.form.businessName);
    expect((await laptop.ok(routes.currentUser)).organization?.id).toBe(second);
    const firstData = await provider.ok(routes.implementations);
    expect(firstData.find((one) => one.controlId === 'AC.L1-3.1.2')?.notes ?? '').toBe('');

    // An organization the account is not a member of is not found.
    const stranger = new HttpClient(app.baseUrl);
    await stranger.call(routes.register, { body: registration() as never });
    expect(
      (await stranger.call(routes.switchOrganization, { body: { organizationId: second } })).status,
    ).toBe(404);
    expect(
      (await stranger.call(routes.switchOrganization, { body: { organizationId: 'not-a-uuid' } })).status,
    ).toBe(404);
  });

  it('staff accounts work in no organization', async ({ app }) => {
    const { createStaff } = await import('../support/staff');
    const auditor = await createStaff(app, 'auditor');
    expect((await auditor.ok(routes.currentUser)).organization).toBeNull();
    expect(await auditor.ok(routes.organizations)).toEqual([]);
    const created = await auditor.call(routes.createOrganization, {
      body: { businessName: 'Not Staff Work', industry: 'Manufacturing' },
    });
    expect(created.status).toBe(403);
  });
});

describe('staff sides', () => {
  it('the console lists organizations with their members, and each user with their organizations', async ({
    app,
    client,
  }) => {
    const { createConsoleAdmin } = await import('../support/staff');
    const editor = await joinAs(app, client.browser, 'editor', true);
    const second = await client.browser.call(routes.createOrganization, {
      body: { businessName: `Second Site ${client.user.id.slice(0, 6)}`, industry: 'Manufacturing' },
    });
    const console = await createConsoleAdmin(app);
    const listed = await console.ok(routes.adminOrganizations, {
      query: { search: client.form.businessName, page: 1, pageSize: 10 },
    });
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ id: client.user.id, businessName: client.form.businessName });
    expect(listed.items[0]!.members.map((member) => [member.email, member.role, member.canAffirm])).toEqual([
      [client.form.email, 'owner', true],
      [editor.form.email, 'editor', true],
    ]);
    // A member's e-mail finds the organizations it belongs to.
    const byMember = await console.ok(routes.adminOrganizations, { query: { search: client.form.email } });
    expect(byMember.items.map((item) => item.id).sort()).toEqual([client.user.id, second.json.id].sort());

    const users = await console.ok(routes.adminUsers, { query: { search: client.form.username } });
    expect(users.items[0]!.organizations).toEqual([
      { id: client.user.id, businessName: client.form.businessName, role: 'owner' },
      { id: second.json.id, businessName: second.json.businessName, role: 'owner' },
    ]);
  });

  it('auditors list and open organizations by the organization id, whoever did the work', async ({
    app,
    client,
  }) => {
    const { createStaff } = await import('../support/staff');
    const second = await client.browser.call(routes.createOrganization, {
      body: { businessName: `Orbit Works ${client.user.id.slice(0, 6)}`, industry: 'Manufacturing' },
    });
    const secondId = second.json.id as string;
    await client.browser.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Second organization' },
    });
    const auditor = await createStaff(app, 'auditor');
    const clients = await auditor.ok(routes.auditorClients, { query: { search: 'Orbit Works' } });
    expect(clients.map((one) => [one.id, one.username])).toEqual([[secondId, client.form.username]]);
    const work = await auditor.call(routes.auditorClientImplementations, { params: { clientId: secondId } });
    expect(work.status).toBe(200);
    expect(work.json.find((one: { controlId: string }) => one.controlId === 'AC.L1-3.1.1').notes).toBe(
      'Second organization',
    );
  });
});
