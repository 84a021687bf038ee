import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import {
  INVALID_RESET_LINK,
  passwordResetByEmailOff,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RULE_MESSAGES,
  SIGN_IN_LIMITS,
} from '../../src/contract/auth';
import { PRODUCT_NAME } from '../../src/contract/constants';
import { PostgresSessionStore } from '../../src/server/auth/sessions';
import { freePort } from '../../src/server/postgres/embedded';
import { passwordResetTokens, users } from '../../src/server/db/schema';
import { sweep } from '../../src/server/housekeeping';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import type { MailServer, ReceivedMail } from '../support/mail-server';
import { startTestApp, TEST_SESSION_SECRET, type TestApp } from '../support/test-app';

/* D20: "Forgot password?" sends a single-use link, hashed in the database, valid 30 minutes. */

const PUBLIC_URL = 'https://cmmc.example.test';
const NEW_PASSWORD = 'a-brand-new-password-9';

// TRUST_PROXY=1: each test asks from a network address of its own (X-Forwarded-For), so that
// the per-address limit counted in one test does not reach the next.
it.override('appEnv', { scope: 'file' }, ({ mail }) => ({
  SMTP_URL: mail.url,
  PUBLIC_URL: `${PUBLIC_URL}/`,
  TRUST_PROXY: '1',
}));

let lastOctet = 0;
/** A browser on a network address of its own. */
function visitor(app: TestApp) {
  const ip = `198.51.100.${++lastOctet}`;
  const browser = new HttpClient(app.baseUrl);
  return {
    browser,
    ask: (email: string) =>
      browser.call(routes.forgotPassword, { body: { email } }, { 'x-forwarded-for': ip }),
    reset: (token: string, newPassword = NEW_PASSWORD) =>
      browser.call(routes.resetPassword, { body: { token, newPassword } }),
  };
}

/** The token of the link in a reset mail; the text and the HTML part carry the same link. */
function tokenIn(received: ReceivedMail): string {
  const link = /(\S+\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(received.parsed.text ?? '');
  expect(link, 'a reset link in the text').not.toBeNull();
  expect(link![1]!.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  expect(received.parsed.html).toContain(`href="${link![1]}"`);
  return link![2]!;
}

async function askForLink(app: TestApp, mail: MailServer, email: string) {
  const { ask } = visitor(app);
  const answer = await ask(email);
  expect(answer.status).toBe(202);
  return tokenIn(await mail.nextMailTo(email));
}

const mailsTo = (mail: MailServer, email: string) =>
  mail.inbox.filter((m) => m.to.includes(email.toLowerCase()));
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const signIn = (app: TestApp, username: string, password: string) =>
  new HttpClient(app.baseUrl).call(routes.login, { body: { username, password } });

describe('POST /api/auth/forgot-password', () => {
  it('mails one working link to the account, and answers an unknown address the same way', async ({
    app,
    mail,
  }) => {
    const owner = new HttpClient(app.baseUrl);
    const { form, user } = await registerClient(owner);
    const unknown = `nobody_${crypto.randomBytes(4).toString('hex')}@example.com`;
    const { ask } = visitor(app);

    // Asked first: the outbox prepares in order, so by the time the account's mail arrives the
    // unknown address has been dealt with.
    const forUnknown = await ask(unknown);
    const forAccount = await ask(form.email.toUpperCase());
    expect(forUnknown.status).toBe(202);
    expect(forAccount.status).toBe(202);
    expect(forAccount.json).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(forUnknown.text).toBe(forAccount.text);

    const received = await mail.nextMailTo(form.email);
    expect(mailsTo(mail, form.email)).toHaveLength(1);
    expect(mailsTo(mail, unknown)).toHaveLength(0);
    const { parsed } = received;
    expect(parsed.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    expect(parsed.from?.value).toEqual([{ name: PRODUCT_NAME, address: 'no-reply@localhost' }]);
    expect(parsed.text).toContain(form.username);
    expect(parsed.text).toMatch(/works once and expires in 30 minutes/);
    expect(parsed.text).toMatch(/If you did not ask for this, you can ignore this e-mail/);
    expect(parsed.html).toMatch(/expires in 30 minutes/);
    const token = tokenIn(received);

    // Only the token's hash is stored, valid 30 minutes.
    const rows = await app.db
      .select({
        tokenHash: passwordResetTokens.tokenHash,
        minutesLeft: sql<number>`extract(epoch from (${passwordResetTokens.expiresAt} - now())) / 60`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(Number(rows[0]!.minutesLeft)).toBeGreaterThan(29);
    expect(Number(rows[0]!.minutesLeft)).toBeLessThanOrEqual(30);

    const activity = (await owner.call(routes.activity, { query: { pageSize: 5 } })).json.items as {
      action: string;
    }[];
    expect(activity.map((entry) => entry.action)).toContain('password_reset_requested');

    // The link works.
    expect((await visitor(app).reset(token)).status).toBe(200);
  });

  it('sends nothing for a disabled account, answers the same, and its earlier link stops working', async ({
    app,
    mail,
  }) => {
    const { form, user } = await registerClient(new HttpClient(app.baseUrl));
    const earlier = await askForLink(app, mail, form.email);
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const { form: other } = await registerClient(new HttpClient(app.baseUrl));

    const { ask } = visitor(app);
    const forDisabled = await ask(form.email);
    const forOther = await ask(other.email);
    expect(forDisabled.status).toBe(202);
    expect(forDisabled.text).toBe(forOther.text);
    await mail.nextMailTo(other.email);
    expect(mailsTo(mail, form.email)).toHaveLength(1);

    const refused = await visitor(app).reset(earlier);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(INVALID_RESET_LINK);
  });

  it('answers 202 beyond the per-mailbox limit but sends no more mail; 429 with Retry-After per network address', async ({
    app,
    mail,
  }) => {
    const { form } = await registerClient(new HttpClient(app.baseUrl));
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmailPerHour; i++)
      expect((await visitor(app).ask(form.email)).status).toBe(202);
    // From yet another network address: the count is the mailbox's. Still 202, but no mail.
    const quiet = await visitor(app).ask(form.email);
    expect(quiet.status).toBe(202);
    expect(quiet.json).toEqual({ message: PASSWORD_RESET_REQUESTED });
    // A later request for another account is prepared after it (the outbox keeps order): once
    // its mail is in, the flooded mailbox has all it will ever get.
    const { form: other } = await registerClient(new HttpClient(app.baseUrl));
    expect((await visitor(app).ask(other.email)).status).toBe(202);
    await mail.nextMailTo(other.email);
    await expect.poll(() => mailsTo(mail, form.email).length).toBe(PASSWORD_RESET_LIMITS.perEmailPerHour);
    expect(mailsTo(mail, form.email)).toHaveLength(PASSWORD_RESET_LIMITS.perEmailPerHour);

    const { ask } = visitor(app);
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddressPerHour; i++)
      expect((await ask(`spread_${i}_${crypto.randomBytes(3).toString('hex')}@example.com`)).status).toBe(
        202,
      );
    const refused = await ask(`spread_last_${crypto.randomBytes(3).toString('hex')}@example.com`);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many password reset requests\. Please wait \d+ minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses what is not an e-mail address with 400 on the field', async ({ app }) => {
    const answer = await visitor(app).ask('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ email: 'Enter a valid email address' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password once: the rule applies, the old password and every session end, the lock-out lifts', async ({
    app,
    mail,
  }) => {
    const browser = new HttpClient(app.baseUrl);
    const { form } = await registerClient(browser);
    const other = new HttpClient(app.baseUrl);
    expect(
      (await other.call(routes.login, { body: { username: form.username, password: form.password } })).status,
    ).toBe(200);
    // Locked out by failed sign-ins (D26): the sixth attempt must wait.
    for (let i = 0; i < SIGN_IN_LIMITS.freeFailuresPerAccount; i++)
      expect((await signIn(app, form.username, 'not-my-password')).status).toBe(401);
    expect((await signIn(app, form.username, 'not-my-password')).status).toBe(429);
    const token = await askForLink(app, mail, form.email);
    const { reset } = visitor(app);

    const common = await reset(token, 'password123');
    expect(common.status).toBe(400);
    expect(common.json.errors).toEqual({ newPassword: PASSWORD_RULE_MESSAGES.tooCommon });
    const asUsername = await reset(token, form.username);
    expect(asUsername.json.errors).toEqual({ newPassword: PASSWORD_RULE_MESSAGES.sameAsUsername });
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(Object.keys(short.json.errors)).toEqual(['newPassword']);

    // The refusals above left the link usable.
    const changed = await reset(token);
    expect(changed.status).toBe(200);
    expect((await browser.call(routes.currentUser)).status).toBe(401);
    expect((await other.call(routes.currentUser)).status).toBe(401);
    expect((await signIn(app, form.username, form.password)).status).toBe(401);
    expect((await signIn(app, form.username, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'yet-another-password-7');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ message: INVALID_RESET_LINK });
    expect((await signIn(app, form.username, NEW_PASSWORD)).status).toBe(200);

    const fresh = new HttpClient(app.baseUrl);
    await fresh.call(routes.login, { body: { username: form.username, password: NEW_PASSWORD } });
    const activity = (await fresh.call(routes.activity, { query: { pageSize: 5 } })).json.items as {
      action: string;
    }[];
    expect(activity.map((entry) => entry.action)).toContain('password_reset');
  });

  it("uses up the user's other open links", async ({ app, mail }) => {
    const { form } = await registerClient(new HttpClient(app.baseUrl));
    const first = await askForLink(app, mail, form.email);
    const second = await askForLink(app, mail, form.email);
    expect(first).not.toBe(second);
    expect((await visitor(app).reset(second)).status).toBe(200);
    const refused = await visitor(app).reset(first, 'yet-another-password-7');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(INVALID_RESET_LINK);
  });

  it('refuses an expired link, and the housekeeping sweep deletes it', async ({ app, mail }) => {
    const { form, user } = await registerClient(new HttpClient(app.baseUrl));
    const token = await askForLink(app, mail, form.email);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const refused = await visitor(app).reset(token);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(INVALID_RESET_LINK);
    expect((await signIn(app, form.username, form.password)).status).toBe(200);

    const sessions = new PostgresSessionStore(app.db, TEST_SESSION_SECRET, {
      idleMs: 60_000,
      absoluteMs: 60_000,
    });
    const result = await sweep({ db: app.db, sessions, storage: app.storage });
    expect(result.resetTokensRemoved).toBeGreaterThanOrEqual(1);
    const left = await app.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(left).toEqual([]);
  });

  it('refuses unknown and malformed tokens with the same 400', async ({ app }) => {
    const { reset } = visitor(app);
    for (const token of [crypto.randomBytes(32).toString('base64url'), 'x', 'x'.repeat(5_000), 'a\u0000b']) {
      const answer = await reset(token);
      expect(answer.status, token.slice(0, 20)).toBe(400);
      expect(answer.json.message).toBe(INVALID_RESET_LINK);
    }
  });
});

describe('GET /api/settings', () => {
  it('says that password reset by e-mail is available when SMTP_URL is set', async ({ app }) => {
    expect((await new HttpClient(app.baseUrl).call(routes.settings)).json.passwordResetByEmail).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('tells the browser it is unavailable, and answers a request 202 with the ask-your-administrator message', async () => {
    const browser = new HttpClient(plain.baseUrl);
    expect((await browser.call(routes.settings)).json.passwordResetByEmail).toBe(false);
    const { form } = await registerClient(browser);
    const answer = await browser.call(routes.forgotPassword, { body: { email: form.email } });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ message: passwordResetByEmailOff(null) });
    const rows = await plain.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens);
    expect(rows).toEqual([]);
  });
});

describe('with a mail server that cannot be reached', () => {
  it('still answers 202, and the failed send neither fails the request nor stops the app', async () => {
    const port = await freePort();
    const broken = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const browser = new HttpClient(broken.baseUrl);
      const { form } = await registerClient(browser);
      const answer = await browser.call(routes.forgotPassword, { body: { email: form.email } });
      expect(answer.status).toBe(202);
      expect(answer.json).toEqual({ message: PASSWORD_RESET_REQUESTED });
      expect((await browser.call(routes.currentUser)).status).toBe(200);
    } finally {
      // Stopping waits for the outbox; the refused connection is logged, never thrown (an
      // unhandled rejection would fail this file).
      await broken.close();
    }
  });
});
