import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { SIGN_IN_LIMITS } from '../../src/contract/auth';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DeviceKeys, MAX_DEVICE_COOKIES } from '../../src/server/auth/device';
import { countFailedPassword } from '../../src/server/auth/throttle';
import { foundOrganization } from '../../src/server/organizations/steps';
import { createUser } from '../../src/server/auth/users';
import { signInThrottle } from '../../src/server/db/schema';
import { DEFAULT_PASSWORD } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { codeOf, unusedCode } from '../support/totp';
import { startTestApp, TEST_SESSION_SECRET, type TestApp } from '../support/test-app';

/*
 * D33: a stranger's wrong passwords do not lock the owner out. A browser that signed in to the
 * account carries a device cookie that skips the per-account wait (D26); a password change or
 * reset revokes it; after 10 wrong passwords in a day the owner is mailed once.
 */

const NEW_PASSWORD = 'a-brand-new-password-9';
const PLATFORM = routes.login;
const CONSOLE = routes.adminLogin;
type SignIn = typeof PLATFORM | typeof CONSOLE;
/** Long enough that a refused attempt cannot have waited it out during a test. */
const LONG_DELAY = '600';

const keys = new DeviceKeys(TEST_SESSION_SECRET);

/** With mail, behind one trusted proxy hop: every request names its own client address. */
it.override('appEnv', { scope: 'file' }, ({ mail }) => ({
  SMTP_URL: mail.url,
  TRUST_PROXY: '1',
  SIGN_IN_DELAY_SECONDS: LONG_DELAY,
}));

let lastAddress = 0;
/** A network address not used before in this file, so that no per-address count interferes. */
const freshAddress = () => {
  lastAddress++;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const unique = (prefix: string) => `${prefix}_${crypto.randomBytes(5).toString('hex')}`;

async function createAccount(on: TestApp, role: 'client' | 'admin' = 'client') {
  const username = unique(role);
  const user = await createUser(
    on.db,
    SYSTEM_ACTOR,
    {
      username,
      password: DEFAULT_PASSWORD,
      email: `${username}@example.com`,
      role,
    },
    'by a test',
    // A client account founds its organization, as registration does (D27).
    (tx, created) =>
      role === 'client'
        ? foundOrganization(tx, created, {
            businessName: 'Device Cookie Co',
            industry: 'Manufacturing',
          }).then(() => undefined)
        : Promise.resolve(),
  );
  return { id: user.id, username, email: user.email };
}

/** A sign-in attempt from `browser` (a fresh one by default) at a fresh address. */
function attempt(
  on: TestApp,
  route: SignIn,
  username: string,
  password: string,
  browser = new HttpClient(on.baseUrl),
) {
  return browser.call(route, { body: { username, password } }, { 'x-forwarded-for': freshAddress() });
}

/** A stranger's wrong passwords from as many addresses: the free ones are checked, then 429. */
async function strangerLocksOut(on: TestApp, route: SignIn, username: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= SIGN_IN_LIMITS.freeFailuresPerAccount; i++)
    statuses.push((await attempt(on, route, username, `stranger-guess-${i}`)).status);
  expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMITS.freeFailuresPerAccount).fill(401), 429]);
}

/** The owner's browser, signed in once with the right password: it holds the device cookie. */
async function ownersBrowser(on: TestApp, route: SignIn, account: { id: string; username: string }) {
  const browser = new HttpClient(on.baseUrl);
  const signedIn = await attempt(on, route, account.username, DEFAULT_PASSWORD, browser);
  expect(signedIn.status).toBe(200);
  const cookie = browser.cookie(keys.cookieName(account.id));
  expect(cookie, 'a device cookie for the account').toBeDefined();
  return { browser, cookie: cookie!, setCookie: signedIn.headers.getSetCookie() };
}

/** A new browser that carries only `value` as the account's device cookie. */
function browserWith(on: TestApp, accountId: string, value: string) {
  const browser = new HttpClient(on.baseUrl);
  browser.setCookie(keys.cookieName(accountId), value);
  return browser;
}

describe('a stranger cannot lock the owner out (D33)', () => {
  it("lets the owner's browser in on the platform after a stranger's wrong passwords, while a new browser still waits", async ({
    app,
  }) => {
    const account = await createAccount(app);
    const owner = await ownersBrowser(app, PLATFORM, account);
    const device = owner.setCookie.find((header) => header.startsWith(keys.cookieName(account.id)));
    expect(device).toMatch(/; Max-Age=31536000(;|$)/);
    expect(device).toMatch(/; Path=\/api(;|$)/);
    expect(device).toMatch(/; HttpOnly(;|$)/);
    expect(device).toMatch(/; SameSite=Strict(;|$)/);

    await strangerLocksOut(app, PLATFORM, account.username);
    const again = await attempt(app, PLATFORM, account.username, DEFAULT_PASSWORD, owner.browser);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ username: account.username });

    // The old protection holds: without the cookie, even the right password waits.
    const elsewhere = await attempt(app, PLATFORM, account.username, DEFAULT_PASSWORD);
    expect(elsewhere.status).toBe(429);
    // The owner's sign-in did not give the stranger fresh guesses.
    expect((await attempt(app, PLATFORM, account.username, 'stranger-again')).status).toBe(429);
  });

  it("lets the admin's browser into the console after a stranger's wrong passwords", async ({ app }) => {
    const admin = await createAccount(app, 'admin');
    const owner = await ownersBrowser(app, CONSOLE, admin);
    await strangerLocksOut(app, CONSOLE, admin.username);
    const again = await attempt(app, CONSOLE, admin.username, DEFAULT_PASSWORD, owner.browser);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ authenticated: true, admin: { username: admin.username } });
    expect((await attempt(app, CONSOLE, admin.username, DEFAULT_PASSWORD)).status).toBe(429);
    // The same browser's platform sign-in skips the wait too: one cookie per account.
    expect((await attempt(app, PLATFORM, admin.username, DEFAULT_PASSWORD, owner.browser)).status).toBe(200);
  });

  it("lets the owner's browser turn two-step sign-in off and renew its recovery codes after a stranger's wrong passwords", async ({
    app,
  }) => {
    const account = await createAccount(app);
    const owner = await ownersBrowser(app, PLATFORM, account);
    const setup = await owner.browser.call(routes.totpSetup);
    expect(setup.status).toBe(200);
    const secret = setup.json.secret as string;
    const enabled = await owner.browser.call(routes.totpEnable, { body: { code: await codeOf(secret) } });
    expect(enabled.status, enabled.text).toBe(200);

    await strangerLocksOut(app, PLATFORM, account.username);
    // Both check a credential, counted like sign-ins; the owner's device cookie skips the wait.
    const renewed = await owner.browser.call(
      routes.totpRecoveryCodes,
      { body: { code: await unusedCode(app, account.id, secret) } },
      { 'x-forwarded-for': freshAddress() },
    );
    expect(renewed.status, renewed.text).toBe(200);
    const off = await owner.browser.call(
      routes.totpDisable,
      { body: { password: DEFAULT_PASSWORD } },
      { 'x-forwarded-for': freshAddress() },
    );
    expect(off.status, off.text).toBe(200);
  });

  it("still makes the cookie's own wrong guesses wait, so that a stolen cookie alone is not enough", async ({
    app,
  }) => {
    const account = await createAccount(app);
    const { cookie } = await ownersBrowser(app, PLATFORM, account);
    const thief = browserWith(app, account.id, cookie);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.freeFailuresPerAccount; i++)
      statuses.push((await attempt(app, PLATFORM, account.username, `thief-guess-${i}`, thief)).status);
    expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMITS.freeFailuresPerAccount).fill(401), 429]);
    expect((await attempt(app, PLATFORM, account.username, DEFAULT_PASSWORD, thief)).status).toBe(429);
    // The cookie's guesses were counted on the cookie, not the account: a new browser is not slowed.
    expect((await attempt(app, PLATFORM, account.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it("does not skip the wait for a forged, altered or other account's cookie, nor answer garbage with a 500", async ({
    app,
  }) => {
    const [account, other] = [await createAccount(app), await createAccount(app)];
    const { cookie } = await ownersBrowser(app, PLATFORM, account);
    const { browser: othersBrowser, cookie: othersCookie } = await ownersBrowser(app, PLATFORM, other);
    await strangerLocksOut(app, PLATFORM, account.username);

    const parts = cookie.split('.');
    const signature = parts[5]!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const candidates = [
      [...parts.slice(0, 5), flipped].join('.'),
      [parts[0], parts[1], String(Number(parts[2]) + 1), ...parts.slice(3)].join('.'),
      [parts[0], parts[1], parts[2], '1', ...parts.slice(4)].join('.'),
      [parts[0], other.id, ...parts.slice(2)].join('.'),
      othersCookie,
      new DeviceKeys('another-secret-of-at-least-32-characters!').issue({ id: account.id, deviceEpoch: 0 }),
      // Signed with the right key, but issued more than a year ago.
      keys.issue(
        { id: account.id, deviceEpoch: 0 },
        Date.now() - (DEVICE_COOKIE_MAX_AGE_SECONDS + 60) * 1000,
      ),
      '',
      'garbage',
      '.....',
      'v1.x.y.z.w.v',
      `${cookie}.${cookie}`,
      'x'.repeat(4000),
      '%E0%A4%A',
    ];
    for (const value of candidates) {
      const answer = await attempt(
        app,
        PLATFORM,
        account.username,
        DEFAULT_PASSWORD,
        browserWith(app, account.id, value),
      );
      expect(answer.status, value.slice(0, 80)).toBe(429);
    }
    // Another account's browser, with its own cookie: no skip for this account.
    expect((await attempt(app, PLATFORM, account.username, DEFAULT_PASSWORD, othersBrowser)).status).toBe(
      429,
    );
    // The real one does.
    const real = await attempt(
      app,
      PLATFORM,
      account.username,
      DEFAULT_PASSWORD,
      browserWith(app, account.id, cookie),
    );
    expect(real.status).toBe(200);
  });

  it('keeps at most five device cookies in one browser, the most recent ones', async ({ app }) => {
    const browser = new HttpClient(app.baseUrl);
    const accounts = [];
    for (let i = 0; i < MAX_DEVICE_COOKIES + 2; i++) {
      const account = await createAccount(app);
      accounts.push(account);
      expect((await attempt(app, PLATFORM, account.username, DEFAULT_PASSWORD, browser)).status).toBe(200);
    }
    const held = accounts.map((account) => browser.cookie(keys.cookieName(account.id)) !== undefined);
    expect(held).toEqual([false, false, ...Array<boolean>(MAX_DEVICE_COOKIES).fill(true)]);
  });
});

describe('a password change or reset revokes the device cookies (D33)', () => {
  it('after a password change, an old cookie no longer skips the wait; the changing browser gets a new one', async ({
    app,
  }) => {
    const account = await createAccount(app);
    const changing = await ownersBrowser(app, PLATFORM, account);
    const other = await ownersBrowser(app, PLATFORM, account);
    const changed = await changing.browser.call(routes.changePassword, {
      body: {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: NEW_PASSWORD,
      },
    });
    expect(changed.status).toBe(200);
    const renewed = changing.browser.cookie(keys.cookieName(account.id));
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(changing.cookie);

    await strangerLocksOut(app, PLATFORM, account.username);
    for (const old of [changing.cookie, other.cookie]) {
      const answer = await attempt(
        app,
        PLATFORM,
        account.username,
        NEW_PASSWORD,
        browserWith(app, account.id, old),
      );
      expect(answer.status).toBe(429);
    }
    expect((await attempt(app, PLATFORM, account.username, NEW_PASSWORD, changing.browser)).status).toBe(200);
  });

  it('after a reset by e-mail, the old cookie no longer skips the wait', async ({ app, mail }) => {
    const account = await createAccount(app);
    const { cookie } = await ownersBrowser(app, PLATFORM, account);
    const asked = await new HttpClient(app.baseUrl).call(
      routes.forgotPassword,
      { body: { email: account.email } },
      { 'x-forwarded-for': freshAddress() },
    );
    expect(asked.status).toBe(202);
    const received = await mail.nextMailTo(account.email);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(received.parsed.text ?? '')![1]!;
    const reset = await new HttpClient(app.baseUrl).call(routes.resetPassword, {
      body: {
        token,
        newPassword: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);

    await strangerLocksOut(app, PLATFORM, account.username);
    const answer = await attempt(
      app,
      PLATFORM,
      account.username,
      NEW_PASSWORD,
      browserWith(app, account.id, cookie),
    );
    expect(answer.status).toBe(429);
  });

  it('after an admin sets a new password, the old cookie no longer skips the wait', async ({ app }) => {
    const [account, admin] = [await createAccount(app), await createAccount(app, 'admin')];
    const { cookie } = await ownersBrowser(app, PLATFORM, account);
    const console = await ownersBrowser(app, CONSOLE, admin);
    const reset = await console.browser.call(routes.adminResetPassword, {
      body: {
        userId: account.id,
        newPassword: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);

    await strangerLocksOut(app, PLATFORM, account.username);
    const answer = await attempt(
      app,
      PLATFORM,
      account.username,
      NEW_PASSWORD,
      browserWith(app, account.id, cookie),
    );
    expect(answer.status).toBe(429);
  });
});

/** Forgets the account's per-account count, as if its wait had passed. */
async function waitPassed(on: TestApp, username: string) {
  await on.db.delete(signInThrottle).where(eq(signInThrottle.key, `account:${username}`));
}

/** `count` wrong passwords sent at once; each must have been checked (401). */
async function wrongPasswordsAtOnce(on: TestApp, username: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => attempt(on, PLATFORM, username, `wrong-at-once-${i}`)),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array<number>(count).fill(401));
}

describe("the owner's mail after 10 wrong passwords in a day (D33)", () => {
  it('mails the owner exactly once, also when parallel failures cross the threshold together', async ({
    mail,
  }) => {
    // An app of its own: closing it drains its outbox, so that the inbox is then complete.
    const own = await startTestApp({
      SMTP_URL: mail.url,
      TRUST_PROXY: '1',
      SIGN_IN_DELAY_SECONDS: LONG_DELAY,
    });
    const [one, parallel, never] = [
      await createAccount(own),
      await createAccount(own),
      await createAccount(own),
    ];
    try {
      // One account: 5 wrong passwords one after the other, then (the wait passed) 5 at once,
      // then 5 more at once: 15 failures in the day, one mail.
      for (let i = 0; i < SIGN_IN_LIMITS.freeFailuresPerAccount; i++)
        expect((await attempt(own, PLATFORM, one.username, `wrong-${i}`)).status).toBe(401);
      for (const _round of [1, 2]) {
        await waitPassed(own, one.username);
        await wrongPasswordsAtOnce(own, one.username, SIGN_IN_LIMITS.freeFailuresPerAccount);
      }
      // Another: as if 7 failures had been counted today; 5 more at once cross 10 together.
      await own.db.insert(signInThrottle).values({ key: `failed-password:${parallel.id}`, failures: 7 });
      await wrongPasswordsAtOnce(own, parallel.username, SIGN_IN_LIMITS.freeFailuresPerAccount);
      // A third with 9 failures, none of them today: its count starts again, no mail.
      await own.db.insert(signInThrottle).values({
        key: `failed-password:${never.id}`,
        failures: 9,
        windowStartedAt: new Date(Date.now() - (SIGN_IN_LIMITS.ownerMailWindowSeconds + 60) * 1000),
      });
      await wrongPasswordsAtOnce(own, never.username, 1);
    } finally {
      await own.close();
    }
    const mailsTo = (email: string) =>
      mail.inbox.filter((received) => received.to.includes(email.toLowerCase()));
    expect(mailsTo(one.email)).toHaveLength(1);
    expect(mailsTo(parallel.email)).toHaveLength(1);
    expect(mailsTo(never.email)).toHaveLength(0);
    const [received] = mailsTo(one.email);
    expect(received!.parsed.subject).toBe('Failed sign-in attempts on your CMMC Readiness account');
    expect(received!.parsed.text).toContain(
      `(username: ${one.username}) 10 times in the past 24 hours with a wrong password`,
    );
    expect(received!.parsed.text).toContain('A browser where you have signed in before is not slowed down.');
    expect(received!.parsed.text).not.toContain('wrong-');
  });

  it('counts failures atomically: of 30 counted at once on separate connections, exactly one reaches 10', async ({
    app,
  }) => {
    const account = await createAccount(app);
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => countFailedPassword(app.db, account.id)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(counts.filter((count) => count === SIGN_IN_LIMITS.failuresBeforeOwnerMail)).toHaveLength(1);
  });

  it('mails nothing and counts nothing without SMTP_URL, and the device cookie still skips the wait', async ({
    mail,
  }) => {
    const plain = await startTestApp({ TRUST_PROXY: '1', SIGN_IN_DELAY_SECONDS: LONG_DELAY });
    try {
      const account = await createAccount(plain);
      const owner = await ownersBrowser(plain, PLATFORM, account);
      const before = mail.inbox.length;
      await wrongPasswordsAtOnce(plain, account.username, SIGN_IN_LIMITS.freeFailuresPerAccount);
      await waitPassed(plain, account.username);
      await strangerLocksOut(plain, PLATFORM, account.username);
      expect((await attempt(plain, PLATFORM, account.username, DEFAULT_PASSWORD, owner.browser)).status).toBe(
        200,
      );
      const [counted] = await plain.db
        .select()
        .from(signInThrottle)
        .where(eq(signInThrottle.key, `failed-password:${account.id}`));
      expect(counted).toBeUndefined();
      expect(mail.inbox.length).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
