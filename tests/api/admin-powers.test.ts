import { and, desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { RegisterInput } from '../../src/contract/auth';
import { routes } from '../../src/contract/routes';
import { activityLog } from '../../src/server/db/schema';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import { DEFAULT_PASSWORD, registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createConsoleAdmin } from '../support/staff';
import type { TestApp } from '../support/test-app';

/*
 * Issue 38 item 8: an admin cannot act as the client. Under impersonation no profile change of
 * any kind (403); an admin's password reset (set in the console, or a link the admin made) makes
 * the account choose a new password before anything else, and both are in the activity.
 * Without SMTP_URL: an e-mail change needs the password and never counts (D34).
 */
const NEW_PASSWORD = 'a-brand-new-password-9';
const CHOSEN_PASSWORD = 'the-owners-own-choice-7';

async function clientAndConsole(app: TestApp) {
  const owner = new HttpClient(app.baseUrl);
  const { form, user } = await registerClient(owner);
  const console = await createConsoleAdmin(app);
  return { owner, form, user, console };
}

const signIn = async (app: TestApp, username: string, password: string) => {
  const browser = new HttpClient(app.baseUrl);
  const answer = await browser.call(routes.login, { body: { username, password } });
  return { browser, answer };
};

const entriesOf = (app: TestApp, userId: string) =>
  app.db.select().from(activityLog).where(eq(activityLog.userId, userId)).orderBy(desc(activityLog.id));

describe('no profile change under impersonation', () => {
  it('refuses the name, the e-mail address and the password to an admin viewing the platform (403), and changes nothing', async ({
    app,
  }) => {
    const { form, user, console } = await clientAndConsole(app);
    expect((await console.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(200);
    const rename = await console.call(routes.updateProfile, { body: { firstName: 'Mallory' } });
    expect(rename.status).toBe(403);
    expect(rename.json.message).toMatch(/administrator viewing the platform cannot change/);
    const email = await console.call(routes.updateProfile, {
      body: { email: registration().email, currentPassword: DEFAULT_PASSWORD },
    });
    expect(email.status).toBe(403);
    const password = await console.call(routes.changePassword, {
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(password.status).toBe(403);
    expect((await console.call(routes.sendEmailConfirmation)).status).toBe(403);
    expect((await console.call(routes.confirmEmail, { body: { token: 'x' } })).status).toBe(403);
    // Reading stays allowed, and nothing changed.
    const seen = await console.ok(routes.currentUser);
    expect(seen).toMatchObject({ firstName: form.firstName, email: form.email, pendingEmail: null });
    expect((await signIn(app, form.username, DEFAULT_PASSWORD)).answer.status).toBe(200);
  });
});

describe("an admin's password reset makes the account choose its own", () => {
  it('lets the session do nothing but change the password (affirmation refused), then works again; reset and change are in the activity', async ({
    app,
  }) => {
    const { owner, form, user, console } = await clientAndConsole(app);
    await meetEverything(owner);
    expect((await owner.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    const reset = await console.call(routes.adminResetPassword, {
      body: { userId: user.id, newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);

    // The admin knows the password and signs in with it ...
    const { browser, answer } = await signIn(app, form.username, NEW_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ passwordChangeRequired: true });
    // ... and can do nothing but choose a new one.
    const affirm = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(affirm.status).toBe(403);
    expect(affirm.json.code).toBe('password_change_required');
    for (const refused of [
      await browser.call(routes.currentCycle),
      await browser.call(routes.updateProfile, { body: { firstName: 'Mallory' } }),
      await browser.call(routes.saveImplementation, {
        body: { controlId: 'AC.L1-3.1.1', status: 'in_progress' },
      }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('password_change_required');
    }
    expect((await browser.call(routes.currentUser)).status).toBe(200);
    expect((await browser.call(routes.impersonationStatus)).status).toBe(200);

    const changed = await browser.call(routes.changePassword, {
      body: { currentPassword: NEW_PASSWORD, newPassword: CHOSEN_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await browser.ok(routes.currentUser)).toMatchObject({ passwordChangeRequired: false });
    const affirmed = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(affirmed.status).toBe(200);

    // The account's activity (and the console's, which lists every entry) shows both.
    const entries = await entriesOf(app, user.id);
    const resetEntry = entries.find((entry) => entry.action === 'password_reset');
    expect(resetEntry).toMatchObject({ actorUserId: expect.any(String) });
    expect(resetEntry!.description).toMatch(/must be chosen at the next sign-in/);
    const forced = entries.find((entry) => entry.action === 'password_change');
    expect(forced!.description).toMatch(/administrator's reset required/);
    const listed = await console.ok(routes.adminActivity, {
      query: { search: form.businessName, pageSize: 100 },
    });
    expect(JSON.stringify(listed)).toMatch(/must be chosen at the next sign-in/);
    expect(JSON.stringify(listed)).toMatch(/administrator's reset required/);
  });

  it('holds for a reset link an admin made: the password chosen with it must be changed too', async ({
    app,
  }) => {
    const { form, user, console } = await clientAndConsole(app);
    const link = await console.call(routes.adminResetLink, { params: { id: user.id } });
    expect(link.status).toBe(200);
    const token = new URL(link.json.resetUrl as string).searchParams.get('token')!;
    const used = await new HttpClient(app.baseUrl).call(routes.resetPassword, {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(used.status).toBe(200);
    const { browser, answer } = await signIn(app, form.username, NEW_PASSWORD);
    expect(answer.status).toBe(200);
    const refused = await browser.call(routes.currentCycle);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('password_change_required');
    expect(
      (
        await browser.call(routes.changePassword, {
          body: { currentPassword: NEW_PASSWORD, newPassword: CHOSEN_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect((await browser.call(routes.currentCycle)).status).toBe(200);
  });

  it('a forced change racing requests of the same session: each is either refused or after the change, several rounds', async ({
    app,
  }) => {
    const { form, user, console } = await clientAndConsole(app);
    for (let round = 0; round < 4; round += 1) {
      const password = `${NEW_PASSWORD}-${round}`;
      expect(
        (await console.call(routes.adminResetPassword, { body: { userId: user.id, newPassword: password } }))
          .status,
      ).toBe(200);
      const { browser } = await signIn(app, form.username, password);
      const [changed, ...others] = await Promise.all([
        browser.call(routes.changePassword, {
          body: { currentPassword: password, newPassword: `${CHOSEN_PASSWORD}-${round}` },
        }),
        browser.call(routes.updateProfile, { body: { firstName: `Round ${round}` } }),
        browser.call(routes.currentCycle),
      ]);
      expect(changed.status).toBe(200);
      for (const other of others) expect([200, 403]).toContain(other.status);
      expect(await browser.ok(routes.currentUser)).toMatchObject({ passwordChangeRequired: false });
    }
  });
});

describe('an e-mail change without mail (D34)', () => {
  it('needs the current password, waits unconfirmed, and invitations accept only the registered address', async ({
    app,
  }) => {
    const owner = new HttpClient(app.baseUrl);
    await registerClient(owner);
    const member = new HttpClient(app.baseUrl);
    const { form } = await registerClient(member);
    const invitedAddress = registration().email;
    const invited = await owner.call(routes.invite, {
      body: { email: invitedAddress, role: 'owner', canAffirm: true },
    });
    const token = decodeURIComponent((invited.json.acceptUrl as string).split('/invite/')[1]!);

    expect((await member.call(routes.updateProfile, { body: { email: invitedAddress } })).status).toBe(400);
    const asked = await member.call(routes.updateProfile, {
      body: { email: invitedAddress, currentPassword: DEFAULT_PASSWORD },
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      email: form.email,
      pendingEmail: invitedAddress,
      emailConfirmationSentAt: null,
    });
    expect((await member.call(routes.acceptInvitation, { params: { token } })).status).toBe(403);
    const send = await member.call(routes.sendEmailConfirmation);
    expect(send.status).toBe(409);
    expect(send.json.message).toMatch(/sends no e-mail/);
    // The owner of the address registers it, with the link, and joins.
    const invitee = new HttpClient(app.baseUrl);
    const joined = await invitee.call(routes.register, {
      body: registration({ email: invitedAddress, invitationToken: token }) as RegisterInput,
    });
    expect(joined.status).toBe(201);
    expect(joined.json).toMatchObject({ emailConfirmed: true, organization: { role: 'owner' } });
    const entries = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'email_change_requested')));
    expect(entries.some((entry) => /cannot be confirmed/.test(entry.description))).toBe(true);
  });
});
