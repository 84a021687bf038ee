import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { activityLog, sessions, users } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { DEFAULT_PASSWORD, registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';

const client = (app: TestApp) => new HttpClient(app.baseUrl);

describe('POST /api/auth/register', () => {
  it('creates a client, signs it in and never returns the password hash', async ({ app }) => {
    const browser = client(app);
    const form = registration({ businessNumber: '' });
    const response = await browser.post('/api/auth/register', form);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      username: form.username,
      email: form.email,
      businessName: form.businessName,
      businessNumber: null,
      industry: 'Manufacturing',
      role: 'client',
    });
    expect(response.json).not.toHaveProperty('password');
    expect(response.text).not.toContain('scrypt');

    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json.username).toBe(form.username);
    expect(me.text).not.toContain('scrypt');
  });

  it('stores the password as a scrypt hash, never in clear', async ({ app }) => {
    const { user } = await registerClient(client(app));
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password).toMatch(/^scrypt\$/);
    expect(row!.password).not.toContain(DEFAULT_PASSWORD);
  });

  it('ignores a role in the body: registration always makes a client', async ({ app }) => {
    const response = await client(app).post('/api/auth/register', registration({ role: 'admin' }));
    expect(response.status).toBe(201);
    expect(response.json.role).toBe('client');
  });

  it('answers 400 with a message per field for missing and invalid values', async ({ app }) => {
    const response = await client(app).post('/api/auth/register', {
      username: '',
      password: 'short',
      confirmPassword: 'short',
      email: 'not-an-email',
      businessName: '',
      industry: 'Farming',
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toEqual(expect.any(String));
    expect(response.json.errors).toMatchObject({
      username: 'Username is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Confirm password must be at least 8 characters',
      email: 'Enter a valid email address',
      businessName: 'Business name is required',
      industry: 'Select an industry from the list',
    });
  });

  it('says "Passwords don\'t match" on confirmPassword', async ({ app }) => {
    const response = await client(app).post(
      '/api/auth/register',
      registration({ confirmPassword: 'something-else-entirely' }),
    );
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts every industry of the fixed list', async ({ app }) => {
    const response = await client(app).post(
      '/api/auth/register',
      registration({ industry: 'Research & Development' }),
    );
    expect(response.status).toBe(201);
  });

  it('refuses a username or email already taken, whatever the case, with 409', async ({ app }) => {
    const { form } = await registerClient(client(app));
    const sameName = await client(app).post(
      '/api/auth/register',
      registration({ username: form.username.toUpperCase() }),
    );
    expect(sameName.status).toBe(409);
    expect(sameName.json).toEqual({
      message: 'That username is already taken',
      errors: { username: 'That username is already taken' },
    });
    const sameEmail = await client(app).post(
      '/api/auth/register',
      registration({ email: form.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.errors).toEqual({ email: 'An account with that email already exists' });
  });

  it('answers 409, never 500, to registrations of one username or e-mail sent at the same moment', async ({
    app,
  }) => {
    for (let round = 0; round < 3; round++) {
      const base = registration();
      // Twelve at once: six with the same username, six with the same e-mail (in any case).
      const forms = [
        ...Array.from({ length: 6 }, (_, i) =>
          registration({ username: i % 2 ? base.username.toUpperCase() : base.username }),
        ),
        ...Array.from({ length: 6 }, (_, i) =>
          registration({ email: i % 2 ? base.email.toUpperCase() : base.email }),
        ),
      ];
      const answers = await Promise.all(forms.map((form) => client(app).post('/api/auth/register', form)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(statuses.slice(0, 6).filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.slice(6).filter((status) => status === 201)).toHaveLength(1);
      for (const [index, answer] of answers.entries()) {
        if (answer.status !== 409) continue;
        expect(answer.json.errors).toEqual(
          index < 6
            ? { username: 'That username is already taken' }
            : { email: 'An account with that email already exists' },
        );
      }
    }
  });

  it('records the registration in the activity log', async ({ app }) => {
    const { user } = await registerClient(client(app));
    const entries = await app.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(entries.map((entry) => entry.action)).toContain('registration');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, case-insensitively on the username', async ({ app }) => {
    const { form } = await registerClient(client(app));
    const browser = client(app);
    const response = await browser.post('/api/auth/login', {
      username: form.username.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.json.username).toBe(form.username);
    expect(response.text).not.toContain('scrypt');
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('gives a new session id at sign-in and ends the previous one', async ({
    app,
    client: { browser, form },
  }) => {
    const before = browser.cookie(SESSION_COOKIE)!;
    await browser.post('/api/auth/login', { username: form.username, password: DEFAULT_PASSWORD });
    const after = browser.cookie(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const stale = client(app);
    stale.setCookie(SESSION_COOKIE, before);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('a failed sign-in leaves the current session alone', async ({ client: { browser, form } }) => {
    const failed = await browser.post('/api/auth/login', {
      username: form.username,
      password: 'not-it-at-all',
    });
    expect(failed.status).toBe(401);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('answers the same 401 message for a wrong password and an unknown username', async ({ app }) => {
    const { form } = await registerClient(client(app));
    const wrongPassword = await client(app).post('/api/auth/login', {
      username: form.username,
      password: 'wrong-password',
    });
    const unknownUser = await client(app).post('/api/auth/login', {
      username: 'nobody_here',
      password: 'wrong-password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.json).toEqual({ message: 'Invalid username or password' });
    expect(unknownUser.json).toEqual(wrongPassword.json);
  });

  it('requires a username and a password', async ({ app }) => {
    const response = await client(app).post('/api/auth/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('throttles repeated failures with 429, even when the right password finally comes', async ({ app }) => {
    const { form } = await registerClient(client(app));
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client(app).post('/api/auth/login', {
        username: form.username,
        password: 'bad-guess',
      });
      expect(response.status).toBe(401);
    }
    const blocked = await client(app).post('/api/auth/login', {
      username: form.username,
      password: DEFAULT_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/too many/i);
  });

  it('records the sign-in in the activity log', async ({ app }) => {
    const { form, user } = await registerClient(client(app));
    await client(app).post('/api/auth/login', { username: form.username, password: DEFAULT_PASSWORD });
    const entries = await app.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(entries.map((entry) => entry.action)).toContain('sign_in');
  });
});

describe('sessions', () => {
  it('GET /api/auth/user answers 401 with the error envelope when signed out', async ({ app }) => {
    const response = await client(app).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Unauthorized' });
  });

  it('signs out: the session row is gone and the cookie no longer works', async ({
    app,
    client: { browser },
  }) => {
    const token = browser.cookie(SESSION_COOKIE)!;
    const response = await browser.post('/api/auth/logout');
    expect(response.status).toBe(204);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    const replay = client(app);
    replay.setCookie(SESSION_COOKIE, token);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('signing out without a session is a 401', async ({ app }) => {
    expect((await client(app).post('/api/auth/logout')).status).toBe(401);
  });

  it('ends a session that has been idle past its deadline', async ({ app, client: { browser, user } }) => {
    await app.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('ends a session older than the absolute limit even while it is in use', async ({
    app,
    client: { browser, user },
  }) => {
    const longAgo = Date.now() - app.config.sessionAbsoluteMs - 1000;
    await app.db
      .update(sessions)
      .set({ sess: sql`jsonb_set(${sessions.sess}, '{startedAt}', ${String(longAgo)}::jsonb)` })
      .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('stores a keyed hash of the cookie token, not the token itself', async ({
    app,
    client: { browser, user },
  }) => {
    const rows = await app.db
      .select()
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).not.toBe(browser.cookie(SESSION_COOKIE));
  });

  it('refuses a write from another site (Origin check)', async ({ app }) => {
    const response = await client(app).request(
      'POST',
      '/api/auth/login',
      { username: 'a', password: 'b' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('GET /api/login', () => {
  it('redirects to /login (D4)', async ({ app }) => {
    const response = await client(app).get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});
