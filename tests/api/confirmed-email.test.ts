import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { RegisterInput } from '../../src/contract/auth';
import { routes } from '../../src/contract/routes';
import { activityLog, users } from '../../src/server/db/schema';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import { DEFAULT_PASSWORD, registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import type { MailServer, ReceivedMail } from '../support/mail-server';
import type { TestApp } from '../support/test-app';

/*
 * Confirmed e-mail (D34, issue 38 item 7), with a real SMTP server: an address counts for an
 * invitation only once the link mailed to it was opened by its own account. Before, whoever held
 * an invitation link set their profile e-mail to the invited address (no password) and joined.
 */
const PUBLIC_URL = 'https://readiness.example.gov';

it.override('appEnv', { scope: 'file' }, ({ mail }) => ({ SMTP_URL: mail.url, PUBLIC_URL }));

/** The token of the confirmation link in a mail; the text and the HTML part carry the same link. */
function tokenIn(received: ReceivedMail): string {
  const link = /(\S+\/account\?emailToken=([A-Za-z0-9_-]+))/.exec(received.parsed.text ?? '');
  expect(link, 'a confirmation link in the text').not.toBeNull();
  expect(link![1]!.startsWith(`${PUBLIC_URL}/account?emailToken=`)).toBe(true);
  expect(received.parsed.html).toContain(`href="${link![1]}"`);
  return link![2]!;
}

const confirmationTo = async (mail: MailServer, address: string) => tokenIn(await mail.nextMailTo(address));

/** A client whose registered address is confirmed by its link, as anyone's is once they open it. */
async function confirmedClient(app: TestApp, mail: MailServer) {
  const browser = new HttpClient(app.baseUrl);
  const { form, user } = await registerClient(browser);
  expect((await browser.call(routes.sendEmailConfirmation)).status).toBe(200);
  const confirmed = await browser.call(routes.confirmEmail, {
    body: { token: await confirmationTo(mail, form.email) },
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.json).toMatchObject({ email: form.email, emailConfirmed: true, pendingEmail: null });
  return { browser, form, user };
}

async function invite(owner: HttpClient, email: string, role: 'owner' | 'editor' = 'owner') {
  const invited = await owner.call(routes.invite, { body: { email, role, canAffirm: true } });
  expect(invited.status).toBe(201);
  return decodeURIComponent((invited.json.acceptUrl as string).split('/invite/')[1]!);
}

const changeEmail = (browser: HttpClient, email: string, currentPassword?: string) =>
  browser.call(routes.updateProfile, { body: { email, ...(currentPassword ? { currentPassword } : {}) } });

describe('an invitation binds to a confirmed address only', () => {
  it('refuses the holder of a link who sets the invited address on their own account, and the real invitee still registers, confirms and joins', async ({
    app,
    mail,
  }) => {
    const owner = await confirmedClient(app, mail);
    const victim = registration();
    const token = await invite(owner.browser, victim.email, 'owner');
    await mail.nextMailTo(victim.email); // the invitation itself

    // The attacker holds the link and an account of their own.
    const attacker = await confirmedClient(app, mail);
    // No password, no change (the old hole: PATCH with the invited address alone).
    const bare = await changeEmail(attacker.browser, victim.email);
    expect(bare.status).toBe(400);
    expect(bare.json.errors).toHaveProperty('currentPassword');
    // With the password, the address only waits for its link, which goes to the victim's mailbox.
    const asked = await changeEmail(attacker.browser, victim.email, DEFAULT_PASSWORD);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ email: attacker.form.email, pendingEmail: victim.email });
    expect(asked.json.emailConfirmationSentAt).toEqual(expect.any(String));
    const attackerLink = await confirmationTo(mail, victim.email);
    const stolen = await attacker.browser.call(routes.acceptInvitation, { params: { token } });
    expect(stolen.status).toBe(403);
    expect(await attacker.browser.ok(routes.currentUser)).toMatchObject({
      organization: { id: attacker.user.id },
    });

    // A fresh account registered with the invited address and the link does not join either.
    const second = new HttpClient(app.baseUrl);
    const squatter = registration({ email: victim.email, invitationToken: token });
    const registered = await second.call(routes.register, { body: squatter as RegisterInput });
    expect(registered.status).toBe(201);
    expect(registered.json).toMatchObject({ organization: null, emailConfirmed: false });
    const refused = await second.call(routes.acceptInvitation, { params: { token } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('email_unconfirmed');
    const squatterLink = await confirmationTo(mail, victim.email);

    // Neither unconfirmed claim blocks the owner of the address: they register it, and confirm it
    // with the link mailed at that registration; the other two links confirm nothing in their session.
    const invitee = new HttpClient(app.baseUrl);
    const own = await invitee.call(routes.register, {
      body: { ...victim, invitationToken: token } as RegisterInput,
    });
    expect(own.status).toBe(201);
    expect(own.json.organization).toBeNull();
    const inviteeLink = await confirmationTo(mail, victim.email);
    for (const foreign of [attackerLink, squatterLink])
      expect((await invitee.call(routes.confirmEmail, { body: { token: foreign } })).status).toBe(400);
    expect((await invitee.call(routes.confirmEmail, { body: { token: inviteeLink } })).status).toBe(200);
    const joined = await invitee.call(routes.acceptInvitation, { params: { token } });
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({ id: owner.user.id, role: 'owner', canAffirm: true });

    // The address is now its owner's: even the attacker's own link (had they read the victim's
    // mail) can no longer confirm it for them.
    const late = await attacker.browser.call(routes.confirmEmail, { body: { token: attackerLink } });
    expect(late.status).toBe(409);
    expect(await attacker.browser.ok(routes.currentUser)).toMatchObject({ email: attacker.form.email });
  });

  it('confirms a new address only by its link opened in its own account, and then the old one is free', async ({
    app,
    mail,
  }) => {
    const { browser, form } = await confirmedClient(app, mail);
    const next = registration().email;
    const wrong = await changeEmail(browser, next, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ currentPassword: 'Your current password is not right' });
    expect((await changeEmail(browser, next, DEFAULT_PASSWORD)).status).toBe(200);
    const token = await confirmationTo(mail, next);

    // Signed out: 401. Signed in to another account: refused like an unknown link.
    expect((await new HttpClient(app.baseUrl).call(routes.confirmEmail, { body: { token } })).status).toBe(
      401,
    );
    const other = await confirmedClient(app, mail);
    const elsewhere = await other.browser.call(routes.confirmEmail, { body: { token } });
    expect(elsewhere.status).toBe(400);
    expect(await other.browser.ok(routes.currentUser)).toMatchObject({ email: other.form.email });

    const confirmed = await browser.call(routes.confirmEmail, { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ email: next, emailConfirmed: true, pendingEmail: null });
    // Used once.
    expect((await browser.call(routes.confirmEmail, { body: { token } })).status).toBe(400);
    // The address it replaced is free for its owner.
    const reuse = new HttpClient(app.baseUrl);
    expect(
      (await reuse.call(routes.register, { body: registration({ email: form.email }) as RegisterInput }))
        .status,
    ).toBe(201);
  });

  it('sends the link again at most once a minute, and a cancelled change leaves the link dead', async ({
    app,
    mail,
  }) => {
    const { browser, form } = await confirmedClient(app, mail);
    const next = registration().email;
    expect((await changeEmail(browser, next, DEFAULT_PASSWORD)).status).toBe(200);
    const token = await confirmationTo(mail, next);
    const again = await browser.call(routes.sendEmailConfirmation);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const cancelled = await browser.call(routes.cancelEmailChange);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ email: form.email, pendingEmail: null, emailConfirmed: true });
    expect((await browser.call(routes.confirmEmail, { body: { token } })).status).toBe(400);
    expect((await browser.call(routes.cancelEmailChange)).status).toBe(409);
  });

  it('records the confirmed address in the affirmation, never one awaiting confirmation, and refuses an unconfirmed official', async ({
    app,
    mail,
  }) => {
    // Registered on a server that sends mail: the address is not confirmed yet.
    const unconfirmed = new HttpClient(app.baseUrl);
    await registerClient(unconfirmed);
    await meetEverything(unconfirmed);
    expect((await unconfirmed.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    const refused = await unconfirmed.call(routes.affirm, { body: OFFICIAL });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('email_unconfirmed');

    const { browser, form } = await confirmedClient(app, mail);
    await meetEverything(browser);
    expect((await browser.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    const pending = registration().email;
    expect((await changeEmail(browser, pending, DEFAULT_PASSWORD)).status).toBe(200);
    const affirmed = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(affirmed.status).toBe(200);
    expect(JSON.stringify(affirmed.json)).toContain(form.email);
    expect(JSON.stringify(affirmed.json)).not.toContain(pending);
  });
});

describe('confirmations racing (several rounds, real concurrent requests)', () => {
  it('two openings of one link confirm once; a link racing a new change never confirms the newer address', async ({
    app,
    mail,
  }) => {
    const { browser, user } = await confirmedClient(app, mail);
    for (let round = 0; round < 4; round += 1) {
      const next = registration().email;
      expect((await changeEmail(browser, next, DEFAULT_PASSWORD)).status).toBe(200);
      const token = await confirmationTo(mail, next);
      const both = await Promise.all([
        browser.call(routes.confirmEmail, { body: { token } }),
        browser.call(routes.confirmEmail, { body: { token } }),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email: next, pendingEmail: null, emailTokenHash: null });

      // The link of address A opened while the account asks for address B.
      const first = registration().email;
      const second = registration().email;
      expect((await changeEmail(browser, first, DEFAULT_PASSWORD)).status).toBe(200);
      const firstToken = await confirmationTo(mail, first);
      const [opened, changed] = await Promise.all([
        browser.call(routes.confirmEmail, { body: { token: firstToken } }),
        changeEmail(browser, second, DEFAULT_PASSWORD),
      ]);
      expect(changed.status).toBe(200);
      const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
      // Either the link came first (A confirmed, B waits) or the change did (A's link is dead).
      if (opened.status === 200) expect(after).toMatchObject({ email: first, pendingEmail: second });
      else {
        expect(opened.status).toBe(400);
        expect(after).toMatchObject({ email: next, pendingEmail: second });
      }
      expect(after!.emailConfirmedAt).not.toBeNull();
      await confirmationTo(mail, second);
      expect((await browser.call(routes.cancelEmailChange)).status).toBe(200);
    }
    const confirmations = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.action, 'email_confirmed')));
    // One for the registration, one per round for the double opening, and the raced ones that won.
    expect(confirmations.length).toBeGreaterThanOrEqual(1 + 4);
    expect(confirmations.length).toBeLessThanOrEqual(1 + 4 + 4);
  });

  it('two accounts confirming the same address at once: one has it, the other is told it is taken', async ({
    app,
    mail,
  }) => {
    for (let round = 0; round < 3; round += 1) {
      const address = registration().email;
      const [a, b] = [await confirmedClient(app, mail), await confirmedClient(app, mail)];
      expect((await changeEmail(a.browser, address, DEFAULT_PASSWORD)).status).toBe(200);
      const tokenA = await confirmationTo(mail, address);
      expect((await changeEmail(b.browser, address, DEFAULT_PASSWORD)).status).toBe(200);
      const tokenB = await confirmationTo(mail, address);
      const answers = await Promise.all([
        a.browser.call(routes.confirmEmail, { body: { token: tokenA } }),
        b.browser.call(routes.confirmEmail, { body: { token: tokenB } }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    }
  });
});
