import crypto from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { REGISTRATIONS_PER_ADDRESS_PER_HOUR, SIGN_IN_LIMITS } from '../../src/contract/auth';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { purgeStaleThrottles } from '../../src/server/auth/throttle';
import { foundOrganization } from '../../src/server/organizations/steps';
import { createUser } from '../../src/server/auth/users';
import { signInThrottle } from '../../src/server/db/schema';
import { DEFAULT_PASSWORD, registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs } from '../support/processes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';

/** Sign-in throttling, registration limits and proxy hops (D26). */

const QUICK_DELAY_SECONDS = 5;

/** The app as configured by default, with a short first delay so that a test can wait it out. */
let quick: TestApp;
/** Behind one trusted proxy hop, with the default registration limit and a long delay. */
let proxied: TestApp;

it.beforeAll(async ({ startApp }) => {
  [quick, proxied] = await Promise.all([
    startApp({ SIGN_IN_DELAY_SECONDS: String(QUICK_DELAY_SECONDS) }),
    // An empty value is unset: the default registration limit applies.
    startApp({ TRUST_PROXY: '1', SIGN_IN_DELAY_SECONDS: '600', REGISTRATIONS_PER_HOUR: '' }),
  ]);
});

const unique = (prefix: string) => `${prefix}_${crypto.randomBytes(5).toString('hex')}`;

async function createAccount(app: TestApp, role: 'client' | 'admin') {
  const username = unique(role);
  await createUser(
    app.db,
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
            businessName: 'Throttle Test Co',
            industry: 'Manufacturing',
          }).then(() => undefined)
        : Promise.resolve(),
  );
  return username;
}

async function counter(app: TestApp, key: string) {
  const [row] = await app.db.select().from(signInThrottle).where(eq(signInThrottle.key, key));
  return row;
}

/** Polls `check` until it holds; no fixed sleeps. */
async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function count(statuses: number[], status: number) {
  return statuses.filter((s) => s === status).length;
}

/**
 * 40 guesses against one account, all in flight at once, with the right password in the middle:
 * it is sent once the first of them have been counted, while they are still being checked.
 */
async function fortyParallelGuesses(app: TestApp, path: string, username: string) {
  const send = (password: string) => new HttpClient(app.baseUrl).post(path, { username, password });
  const first = Array.from({ length: 20 }, (_, i) => send(`wrong-guess-${i}`));
  await until(
    async () =>
      ((await counter(app, `account:${username}`))?.failures ?? 0) >= SIGN_IN_LIMITS.freeFailuresPerAccount,
  );
  const right = send(DEFAULT_PASSWORD);
  const rest = Array.from({ length: 19 }, (_, i) => send(`wrong-guess-${20 + i}`));
  const responses = await Promise.all([...first, right, ...rest]);
  return { responses, right: responses[20]! };
}

describe('sign-in throttling per account', () => {
  it('checks at most the free number of 40 parallel guesses, refuses the right one among the rest, then lets it in after the wait', async () => {
    const username = await createAccount(quick, 'client');
    const { responses, right } = await fortyParallelGuesses(quick, '/api/auth/login', username);
    const statuses = responses.map((response) => response.status);

    // Only the counted attempts had their password checked (401); every other one was refused.
    expect(count(statuses, 401)).toBeLessThanOrEqual(SIGN_IN_LIMITS.freeFailuresPerAccount);
    expect(count(statuses, 200)).toBe(0);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
    expect(right.status).toBe(429);
    expect(right.json.message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
    );
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(QUICK_DELAY_SECONDS);
    expect((await counter(quick, `account:${username}`))!.failures).toBe(
      SIGN_IN_LIMITS.freeFailuresPerAccount,
    );

    // After the wait, the right password works, and success clears the account's counter.
    let signedIn: Awaited<ReturnType<HttpClient['post']>> | undefined;
    await until(async () => {
      signedIn = await new HttpClient(quick.baseUrl).post('/api/auth/login', {
        username,
        password: DEFAULT_PASSWORD,
      });
      return signedIn.status !== 429;
    });
    expect(signedIn!.status).toBe(200);
    expect(await counter(quick, `account:${username}`)).toBeUndefined();
    const wrongAgain = await new HttpClient(quick.baseUrl).post('/api/auth/login', {
      username,
      password: 'another-wrong-guess',
    });
    expect(wrongAgain.status).toBe(401);
  });

  it('doubles the wait with each further failure', async () => {
    const username = await createAccount(quick, 'client');
    const key = `account:${username}`;
    // As if the free failures and one more had just happened: the next wait is twice the first.
    await quick.db
      .insert(signInThrottle)
      .values({ key, failures: SIGN_IN_LIMITS.freeFailuresPerAccount + 1 });
    const refused = await new HttpClient(quick.baseUrl).post('/api/auth/login', {
      username,
      password: DEFAULT_PASSWORD,
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(QUICK_DELAY_SECONDS);
    expect(retryAfter).toBeLessThanOrEqual(2 * QUICK_DELAY_SECONDS);

    // Many failures: the wait is capped at 15 minutes.
    await quick.db.update(signInThrottle).set({ failures: 500 }).where(eq(signInThrottle.key, key));
    const capped = await new HttpClient(quick.baseUrl).post('/api/auth/login', {
      username,
      password: DEFAULT_PASSWORD,
    });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxDelaySeconds);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(SIGN_IN_LIMITS.maxDelaySeconds - 60);
    expect(capped.json.message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it("starts a username's count again once its window has passed", async () => {
    const username = await createAccount(quick, 'client');
    const key = `account:${username}`;
    const longAgo = new Date(Date.now() - (SIGN_IN_LIMITS.accountWindowSeconds + 60) * 1000);
    await quick.db.insert(signInThrottle).values({ key, failures: 40, windowStartedAt: longAgo });
    const wrong = await new HttpClient(quick.baseUrl).post('/api/auth/login', {
      username,
      password: 'wrong-again',
    });
    expect(wrong.status).toBe(401);
    expect((await counter(quick, key))!.failures).toBe(1);
  });

  it('purges counters whose window has passed, and keeps the others', async () => {
    const [old, recent] = [unique('account:old'), unique('account:recent')];
    const longAgo = new Date(Date.now() - (SIGN_IN_LIMITS.accountWindowSeconds + 60) * 1000);
    await quick.db.insert(signInThrottle).values([
      { key: old, failures: 9, windowStartedAt: longAgo },
      { key: recent, failures: 9 },
    ]);
    expect(await purgeStaleThrottles(quick.db)).toBeGreaterThanOrEqual(1);
    expect(await counter(quick, old)).toBeUndefined();
    expect(await counter(quick, recent)).toBeDefined();
  });

  it('counts the account across addresses: the key is the username alone', async () => {
    const username = await createAccount(proxied, 'client');
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.freeFailuresPerAccount + 2; i++) {
      const response = await new HttpClient(proxied.baseUrl).request(
        'POST',
        '/api/auth/login',
        { username: username.toUpperCase(), password: `wrong-${i}` },
        { 'x-forwarded-for': `192.0.2.${i + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMITS.freeFailuresPerAccount).fill(401), 429, 429]);
  });

  it('throttles the admin console the same way', async () => {
    const username = await createAccount(quick, 'admin');
    const { responses, right } = await fortyParallelGuesses(quick, '/api/admin/login', username);
    const statuses = responses.map((response) => response.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(SIGN_IN_LIMITS.freeFailuresPerAccount);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);

    let signedIn: Awaited<ReturnType<HttpClient['post']>> | undefined;
    await until(async () => {
      signedIn = await new HttpClient(quick.baseUrl).post('/api/admin/login', {
        username,
        password: DEFAULT_PASSWORD,
      });
      return signedIn.status !== 429;
    });
    expect(signedIn!.status).toBe(200);
    expect(signedIn!.json).toMatchObject({ authenticated: true, admin: { username } });
  });
});

describe('sign-in throttling per address', () => {
  it('refuses 200 parallel guesses across many usernames beyond the per-address limit', async () => {
    const address = '198.51.100.10';
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        new HttpClient(proxied.baseUrl).request(
          'POST',
          '/api/auth/login',
          { username: `nobody_${i}_${crypto.randomBytes(3).toString('hex')}`, password: 'guess-guess' },
          { 'x-forwarded-for': address },
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(count(statuses, 401)).toBe(SIGN_IN_LIMITS.freeFailuresPerAddress);
    expect(count(statuses, 429)).toBe(200 - SIGN_IN_LIMITS.freeFailuresPerAddress);
    // Refused attempts check no password and are counted nowhere.
    const accounts = await proxied.db
      .select()
      .from(signInThrottle)
      .where(like(signInThrottle.key, 'account:nobody_%'));
    expect(accounts).toHaveLength(SIGN_IN_LIMITS.freeFailuresPerAddress);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('keys a client by the address the proxy appended, not by the one it made up', async () => {
    const response = await new HttpClient(proxied.baseUrl).request(
      'POST',
      '/api/auth/login',
      { username: unique('someone'), password: 'wrong-password' },
      { 'x-forwarded-for': '203.0.113.99, 198.51.100.20' },
    );
    expect(response.status).toBe(401);
    expect(await counter(proxied, 'address:198.51.100.20')).toMatchObject({ failures: 1 });
    expect(await counter(proxied, 'address:203.0.113.99')).toBeUndefined();
  });

  it('cannot be escaped by rotating forged X-Forwarded-For values', async () => {
    const real = '198.51.100.30';
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        new HttpClient(proxied.baseUrl).request(
          'POST',
          '/api/auth/login',
          { username: unique('rotating'), password: 'wrong-password' },
          { 'x-forwarded-for': `10.${i}.0.1, ${real}` },
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(count(statuses, 401)).toBe(SIGN_IN_LIMITS.freeFailuresPerAddress);
    expect(count(statuses, 429)).toBe(60 - SIGN_IN_LIMITS.freeFailuresPerAddress);
    const forged = await proxied.db
      .select()
      .from(signInThrottle)
      .where(like(signInThrottle.key, 'address:10.%'));
    expect(forged).toEqual([]);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For altogether', async () => {
    const response = await new HttpClient(quick.baseUrl).request(
      'POST',
      '/api/auth/login',
      { username: unique('someone'), password: 'wrong-password' },
      { 'x-forwarded-for': '198.51.100.40' },
    );
    expect(response.status).toBe(401);
    expect(await counter(quick, 'address:198.51.100.40')).toBeUndefined();
    expect(await counter(quick, 'address:127.0.0.1')).toBeDefined();
  });
});

describe('registration limit per address', () => {
  it(`accepts ${REGISTRATIONS_PER_ADDRESS_PER_HOUR} registrations an hour from one address, then answers 429`, async () => {
    const address = '198.51.100.50';
    const responses = await Promise.all(
      Array.from({ length: REGISTRATIONS_PER_ADDRESS_PER_HOUR + 5 }, () =>
        new HttpClient(proxied.baseUrl).request('POST', '/api/auth/register', registration(), {
          'x-forwarded-for': address,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(count(statuses, 201)).toBe(REGISTRATIONS_PER_ADDRESS_PER_HOUR);
    expect(count(statuses, 429)).toBe(5);
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.json.message).toMatch(
      /^Too many accounts were registered from your network\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);

    // Another address is not affected.
    const elsewhere = await new HttpClient(proxied.baseUrl).request(
      'POST',
      '/api/auth/register',
      registration(),
      {
        'x-forwarded-for': '198.51.100.51',
      },
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe('password length is capped before any hashing', () => {
  const huge = 'x'.repeat(1_000_000);

  for (const path of ['/api/auth/login', '/api/admin/login']) {
    it(`${path} refuses a 1 MB password by schema validation (400), before the throttle or scrypt`, async () => {
      const username = unique('huge');
      const response = await new HttpClient(quick.baseUrl).post(path, { username, password: huge });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ password: 'Password must be at most 256 characters' });
      // signIn counts every attempt before checking the password: no count, so it never ran.
      expect(await counter(quick, `account:${username}`)).toBeUndefined();
    });
  }
});

describe('the password rule (D20)', () => {
  const register = (overrides: Record<string, unknown>) =>
    new HttpClient(quick.baseUrl).post('/api/auth/register', registration(overrides));

  it.each([
    ['password', 'This password is one of the most common passwords. Choose one that is harder to guess'],
    ['12345678', 'This password is one of the most common passwords. Choose one that is harder to guess'],
    ['PassWord1', 'This password is one of the most common passwords. Choose one that is harder to guess'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
  ])('refuses %s at registration with a message on the password field', async (password, message) => {
    const response = await register({ password, confirmPassword: password });
    expect(response.status).toBe(400);
    expect(response.json.errors).toMatchObject({ password: message });
  });

  it('refuses the username or the e-mail as the password, whatever the case', async () => {
    const sameName = await register({
      username: 'Plant_Manager_7',
      password: 'plant_manager_7',
      confirmPassword: 'plant_manager_7',
    });
    expect(sameName.status).toBe(400);
    expect(sameName.json.errors).toEqual({ password: 'Password must not be the same as the username' });
    const sameEmail = await register({
      email: 'Boss@Example.com',
      password: 'boss@example.com',
      confirmPassword: 'boss@example.com',
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.json.errors).toEqual({ password: 'Password must not be the same as the email address' });
  });

  it('accepts 128 characters', async () => {
    const password = 'a1'.repeat(64);
    expect((await register({ password, confirmPassword: password })).status).toBe(201);
  });

  it("applies to the admin's password reset, on the newPassword field", async () => {
    const adminName = await createAccount(quick, 'admin');
    const admin = new HttpClient(quick.baseUrl);
    expect(
      (await admin.post('/api/admin/login', { username: adminName, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    const { user, form } = await registerClient(new HttpClient(quick.baseUrl));
    const reset = (newPassword: string) =>
      admin.post('/api/admin/reset-password', { userId: user.id, newPassword });

    const common = await reset('qwertyuiop');
    expect(common.status).toBe(400);
    expect(common.json.errors).toEqual({
      newPassword: 'This password is one of the most common passwords. Choose one that is harder to guess',
    });
    const sameName = await reset(form.username.toUpperCase());
    expect(sameName.status).toBe(400);
    expect(sameName.json.errors).toEqual({ newPassword: 'Password must not be the same as the username' });
    const tooLong = await reset('y'.repeat(129));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual({ newPassword: 'Password must be at most 128 characters' });
    expect((await reset('a-fine-new-passphrase')).status).toBe(200);
  });
});

describe('the password rule on the command line (npm run user:create)', () => {
  it('refuses a common password and the username as the password, before opening any database', async () => {
    const create = (username: string, password: string) =>
      runTs(
        'src/server/cli/user-create.ts',
        [
          '--username',
          username,
          '--password',
          password,
          '--email',
          `${username}@agency.gov`,
          '--role',
          'auditor',
        ],
        // No database anywhere: the rule is checked first.
        { DATA_DIR: '/nonexistent/cmmc-cli-test', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      );
    const [common, sameName] = [create('jdoe', 'iloveyou1'), create('jdoe_auditor', 'JDOE_AUDITOR')];
    expect(await common.exited).toBe(1);
    expect(common.output()).toContain(
      '--password: This password is one of the most common passwords. Choose one that is harder to guess',
    );
    expect(await sameName.exited).toBe(1);
    expect(sameName.output()).toContain('--password: Password must not be the same as the username');
  }, 60_000);
});
