import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_MESSAGES } from '../../src/contract/totp';
import { activityLog, totpRecoveryCodes, users } from '../../src/server/db/schema';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';
import { DEFAULT_PASSWORD, registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { staffAccount } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Two-step sign-in (D20): TOTP with recovery codes. Codes are computed from the secret the server
 * shows, as an authenticator app would.
 */
let app: TestApp;
/** The same product with the console's rule relaxed (ADMIN_TOTP_REQUIRED=false). */
let relaxed: TestApp;

beforeAll(async () => {
  [app, relaxed] = await Promise.all([
    startTestApp({ ADMIN_TOTP_REQUIRED: 'true' }),
    startTestApp({ ADMIN_TOTP_REQUIRED: 'false' }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), relaxed?.close()]);
});

const codeOf = (secret: string) => generate({ secret });
/** A code of the step 30 seconds ago: still accepted (one step of drift either way). */
const previousCodeOf = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });

const newAdmin = (on: TestApp) => staffAccount(on, 'admin');

/** An admin who went through the console's enrolment; the browser holds the console session. */
async function enrolledAdmin() {
  const { id, credentials } = await newAdmin(app);
  const browser = new HttpClient(app.baseUrl);
  const first = await browser.post('/api/admin/login', credentials);
  expect(first.status).toBe(200);
  const secret = first.json.enrolment.secret as string;
  const done = await browser.post('/api/admin/login', { ...credentials, code: await codeOf(secret) });
  expect(done.status, done.text).toBe(200);
  return { id, credentials, secret, browser, recoveryCodes: done.json.recoveryCodes as string[] };
}

/** A client who turned two-step sign-in on from the account page (the API behind it). */
async function clientWithTwoStep(on: TestApp = app) {
  const browser = new HttpClient(on.baseUrl);
  const { form, user } = await registerClient(browser);
  const setup = await browser.post('/api/auth/totp/setup');
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  const enabled = await browser.post('/api/auth/totp/enable', { code: await codeOf(secret) });
  expect(enabled.status, enabled.text).toBe(200);
  const credentials = { username: form.username, password: DEFAULT_PASSWORD };
  return { browser, user, credentials, secret, recoveryCodes: enabled.json.recoveryCodes as string[] };
}

const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

describe('the admin console with ADMIN_TOTP_REQUIRED on', () => {
  it('enrols an admin at the first sign-in: a secret and QR code, then a code of it opens the console', async () => {
    const { id, credentials } = await newAdmin(app);
    const browser = new HttpClient(app.baseUrl);

    const first = await browser.post('/api/admin/login', credentials);
    expect(first.status).toBe(200);
    expect(first.json.authenticated).toBe(false);
    const { secret, otpauthUrl, qrCode } = first.json.enrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(credentials.username);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // No session yet: the password alone opens nothing.
    expect(browser.cookie(ADMIN_SESSION_COOKIE)).toBeUndefined();
    expect((await browser.get('/api/admin/session')).status).toBe(401);

    // Asked again (a reload, a failed attempt), the same secret: the one scanned stays good.
    const again = await browser.post('/api/admin/login', credentials);
    expect(again.json.enrolment.secret).toBe(secret);

    const wrong = await browser.post('/api/admin/login', { ...credentials, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('totp_invalid');
    expect((await browser.get('/api/admin/session')).status).toBe(401);

    const done = await browser.post('/api/admin/login', { ...credentials, code: await codeOf(secret) });
    expect(done.status).toBe(200);
    expect(done.json.authenticated).toBe(true);
    expect(done.json.admin.username).toBe(credentials.username);
    const codes = done.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect((await browser.get('/api/admin/session')).status).toBe(200);

    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row!.totpEnabledAt).not.toBeNull();
    expect(row!.totpSecret).toBe(secret);
    expect(row!.totpPendingSecret).toBeNull();
    const entries = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, id), eq(activityLog.action, 'totp_enabled')));
    expect(entries).toHaveLength(1);
  });

  it('asks an enrolled admin for the code, takes a code or a recovery code, and each recovery code once', async () => {
    const { credentials, secret, recoveryCodes } = await enrolledAdmin();

    const browser = new HttpClient(app.baseUrl);
    const noCode = await browser.post('/api/admin/login', credentials);
    expect(noCode.status).toBe(401);
    expect(noCode.json).toMatchObject({ code: 'totp_required', message: TOTP_MESSAGES.required });
    expect(browser.cookie(ADMIN_SESSION_COOKIE)).toBeUndefined();

    // The wrong password still says nothing about the second step (D12).
    const wrongPassword = await browser.post('/api/admin/login', { ...credentials, password: 'nope-nope-1' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json.code).toBeUndefined();

    const withCode = await browser.post('/api/admin/login', { ...credentials, code: await codeOf(secret) });
    expect(withCode.status).toBe(200);
    expect(withCode.json).toEqual({
      authenticated: true,
      admin: { id: expect.any(String), username: credentials.username },
    });
    expect((await browser.get('/api/admin/session')).status).toBe(200);

    // One step of clock drift is tolerated.
    const drifted = new HttpClient(app.baseUrl);
    const late = await drifted.post('/api/admin/login', {
      ...credentials,
      code: await previousCodeOf(secret),
    });
    expect(late.status).toBe(200);

    // A recovery code as people type it: upper case, without the dash.
    const recovery = recoveryCodes[0]!;
    const typed = recovery.replace('-', '').toUpperCase();
    const viaRecovery = new HttpClient(app.baseUrl);
    expect((await viaRecovery.post('/api/admin/login', { ...credentials, recoveryCode: typed })).status).toBe(
      200,
    );
    expect((await viaRecovery.get('/api/admin/session')).status).toBe(200);
    const reused = await new HttpClient(app.baseUrl).post('/api/admin/login', {
      ...credentials,
      recoveryCode: recovery,
    });
    expect(reused.status).toBe(401);
    expect(reused.json.code).toBe('totp_invalid');
    // Another of the ten still works.
    const other = await new HttpClient(app.baseUrl).post('/api/admin/login', {
      ...credentials,
      recoveryCode: recoveryCodes[1],
    });
    expect(other.status).toBe(200);

    // The platform sign-in of the same admin asks for the code too.
    const platform = new HttpClient(app.baseUrl);
    const platformNoCode = await platform.post('/api/auth/login', credentials);
    expect(platformNoCode.status).toBe(401);
    expect(platformNoCode.json.code).toBe('totp_required');
    expect(platform.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(
      (await platform.post('/api/auth/login', { ...credentials, code: await codeOf(secret) })).status,
    ).toBe(200);

    // While the console requires it, the admin cannot turn it off.
    const status = await platform.get('/api/auth/totp');
    expect(status.json).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 8 });
    const off = await platform.post('/api/auth/totp/disable', { password: credentials.password });
    expect(off.status).toBe(403);
    expect(off.json.message).toBe(TOTP_MESSAGES.requiredForStaff);
  });

  it('counts wrong codes, and sign-ins stopped for the code, as failed sign-ins (D26)', async () => {
    const { credentials, secret } = await clientWithTwoStep();
    const browser = new HttpClient(app.baseUrl);
    // Five free failures: wrong codes and requests without one alternate; none clears the count.
    for (const body of [
      { ...credentials, code: '000000' },
      credentials,
      { ...credentials, recoveryCode: 'aaaaa-aaaaa' },
      credentials,
      { ...credentials, code: '999999' },
    ]) {
      expect((await browser.post('/api/auth/login', body)).status).toBe(401);
    }
    const blocked = await browser.post('/api/auth/login', { ...credentials, code: await codeOf(secret) });
    expect(blocked.status).toBe(429);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses malformed codes as input errors', async () => {
    const browser = new HttpClient(app.baseUrl);
    const short = await browser.post('/api/auth/login', { username: 'x', password: 'y', code: '12345' });
    expect(short.status).toBe(400);
    expect(short.json.errors.code).toBe(TOTP_MESSAGES.codeFormat);
    const badRecovery = await browser.post('/api/auth/login', {
      username: 'x',
      password: 'y',
      recoveryCode: 'not a code!',
    });
    expect(badRecovery.status).toBe(400);
    expect(badRecovery.json.errors.recoveryCode).toBe(TOTP_MESSAGES.recoveryCodeFormat);
  });
});

describe('two-step sign-in from the account page', () => {
  it('sets up, enables, signs in with a code or a recovery code, renews the codes and turns off', async () => {
    const browser = new HttpClient(app.baseUrl);
    const { form, user } = await registerClient(browser);
    const credentials = { username: form.username, password: DEFAULT_PASSWORD };
    expect((await browser.get('/api/auth/totp')).json).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    // An open session elsewhere, signed in with the password alone, ends when it is turned on.
    const elsewhere = new HttpClient(app.baseUrl);
    expect((await elsewhere.post('/api/auth/login', credentials)).status).toBe(200);

    expect((await browser.post('/api/auth/totp/enable', { code: '123456' })).json.message).toBe(
      TOTP_MESSAGES.notSetUp,
    );
    const setup = await browser.post('/api/auth/totp/setup');
    expect(setup.status).toBe(200);
    const secret = setup.json.secret as string;
    expect(setup.json.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await browser.post('/api/auth/totp/setup')).json.secret).toBe(secret);

    const wrong = await browser.post('/api/auth/totp/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.code).toBe(TOTP_MESSAGES.enrolmentInvalid);
    expect((await browser.get('/api/auth/totp')).json.enabled).toBe(false);

    const enabled = await browser.post('/api/auth/totp/enable', { code: await codeOf(secret) });
    expect(enabled.status).toBe(200);
    const codes = enabled.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    const status = (await browser.get('/api/auth/totp')).json;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(Date.parse(status.enabledAt)).not.toBeNaN();
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await browser.post('/api/auth/totp/setup')).status).toBe(409);
    expect((await browser.post('/api/auth/totp/enable', { code: await codeOf(secret) })).status).toBe(409);

    // Signing in now takes the code.
    const next = new HttpClient(app.baseUrl);
    const asked = await next.post('/api/auth/login', credentials);
    expect(asked.status).toBe(401);
    expect(asked.json.code).toBe('totp_required');
    expect((await next.post('/api/auth/login', { ...credentials, code: await codeOf(secret) })).status).toBe(
      200,
    );
    const withRecovery = new HttpClient(app.baseUrl);
    expect(
      (await withRecovery.post('/api/auth/login', { ...credentials, recoveryCode: codes[0] })).status,
    ).toBe(200);
    expect((await withRecovery.get('/api/auth/totp')).json.recoveryCodesLeft).toBe(9);

    // New recovery codes need a current code; the old ones stop working.
    const refused = await browser.post('/api/auth/totp/recovery-codes', { code: '000000' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.code).toBe(TOTP_MESSAGES.codeInvalid);
    const renewed = await browser.post('/api/auth/totp/recovery-codes', { code: await codeOf(secret) });
    expect(renewed.status).toBe(200);
    const fresh = renewed.json.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    expect((await browser.get('/api/auth/totp')).json.recoveryCodesLeft).toBe(10);
    const old = await new HttpClient(app.baseUrl).post('/api/auth/login', {
      ...credentials,
      recoveryCode: codes[1],
    });
    expect(old.status).toBe(401);
    expect(
      (await new HttpClient(app.baseUrl).post('/api/auth/login', { ...credentials, recoveryCode: fresh[0] }))
        .status,
    ).toBe(200);

    // Turning it off needs the password.
    const badPassword = await browser.post('/api/auth/totp/disable', { password: 'not-my-password' });
    expect(badPassword.status).toBe(400);
    expect(badPassword.json.errors.password).toBe(TOTP_MESSAGES.wrongPassword);
    expect((await browser.post('/api/auth/totp/disable', { password: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await browser.get('/api/auth/totp')).json).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await browser.post('/api/auth/totp/disable', { password: DEFAULT_PASSWORD })).status).toBe(409);
    expect((await browser.post('/api/auth/totp/recovery-codes', { code: await codeOf(secret) })).status).toBe(
      409,
    );
    expect((await new HttpClient(app.baseUrl).post('/api/auth/login', credentials)).status).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null });
    expect(
      await app.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id)),
    ).toEqual([]);

    // Each change is in the account's history.
    const actions = (
      await app.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(eq(activityLog.userId, user.id))
    ).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['totp_enabled', 'recovery_codes_renewed', 'totp_disabled']),
    );
  });

  it('lets an admin viewing a client platform read the status but change nothing (D11)', async () => {
    const { user, secret } = await clientWithTwoStep();
    const { browser } = await enrolledAdmin();
    expect((await browser.post('/api/admin/impersonate', { userId: user.id })).status).toBe(200);
    expect((await browser.get('/api/auth/totp')).json.enabled).toBe(true);
    const attempts = [
      await browser.post('/api/auth/totp/setup'),
      await browser.post('/api/auth/totp/enable', { code: await codeOf(secret) }),
      await browser.post('/api/auth/totp/disable', { password: DEFAULT_PASSWORD }),
      await browser.post('/api/auth/totp/recovery-codes', { code: await codeOf(secret) }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.json.message).toBe(TOTP_MESSAGES.notWhileImpersonating);
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toBe(secret);
    expect(
      await app.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id)),
    ).toHaveLength(10);
  });

  it('never answers with the secret once it is in use, nor with any hash', async () => {
    const { browser, credentials, secret, recoveryCodes, user } = await clientWithTwoStep();
    const admin = await enrolledAdmin();
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    const hashes = (
      await app.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id))
    ).map((code) => code.codeHash);
    expect(hashes).toHaveLength(10);
    // Stored hashed: no code is kept as typed.
    for (const code of recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }

    const signIn = new HttpClient(app.baseUrl);
    const answers = [
      await signIn.post('/api/auth/login', credentials),
      await signIn.post('/api/auth/login', { ...credentials, code: '000000' }),
      await signIn.post('/api/auth/login', { ...credentials, code: await codeOf(secret) }),
      await browser.get('/api/auth/user'),
      await browser.get('/api/auth/totp'),
      await browser.post('/api/auth/totp/setup'),
      await browser.post('/api/auth/totp/recovery-codes', { code: await codeOf(secret) }),
      await browser.get('/api/activity'),
      await admin.browser.get(`/api/admin/all-assessments?userSearch=${credentials.username}`),
      await admin.browser.get('/api/admin/session'),
    ];
    const newHashes = (
      await app.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id))
    ).map((code) => code.codeHash);
    expect(answers[8]!.text).toContain(credentials.username);
    for (const answer of answers) {
      expect(answer.text).not.toContain(secret);
      expect(answer.text).not.toContain(row!.password);
      for (const hash of [...hashes, ...newHashes]) expect(answer.text).not.toContain(hash);
    }
  });
});

describe('the admin console with ADMIN_TOTP_REQUIRED=false', () => {
  it('opens without enrolment for an admin without two-step sign-in', async () => {
    const { credentials } = await newAdmin(relaxed);
    const browser = new HttpClient(relaxed.baseUrl);
    const answer = await browser.post('/api/admin/login', credentials);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      authenticated: true,
      admin: { id: expect.any(String), username: credentials.username },
    });
    expect((await browser.get('/api/admin/session')).status).toBe(200);
  });

  it('still asks an admin who turned it on for the code, and lets that admin turn it off', async () => {
    const { credentials } = await newAdmin(relaxed);
    const platform = new HttpClient(relaxed.baseUrl);
    expect((await platform.post('/api/auth/login', credentials)).status).toBe(200);
    const secret = (await platform.post('/api/auth/totp/setup')).json.secret as string;
    expect((await platform.post('/api/auth/totp/enable', { code: await codeOf(secret) })).status).toBe(200);
    expect((await platform.get('/api/auth/totp')).json.required).toBe(false);

    const browser = new HttpClient(relaxed.baseUrl);
    const asked = await browser.post('/api/admin/login', credentials);
    expect(asked.status).toBe(401);
    expect(asked.json.code).toBe('totp_required');
    expect((await browser.get('/api/admin/session')).status).toBe(401);
    const opened = await browser.post('/api/admin/login', { ...credentials, code: await codeOf(secret) });
    expect(opened.status).toBe(200);
    expect(opened.json.authenticated).toBe(true);

    expect((await platform.post('/api/auth/totp/disable', { password: credentials.password })).status).toBe(
      200,
    );
    expect((await new HttpClient(relaxed.baseUrl).post('/api/admin/login', credentials)).status).toBe(200);
  });
});
