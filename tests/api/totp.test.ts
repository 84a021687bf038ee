import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { TOTP_ENROLMENT_LINK_DAYS, TOTP_MESSAGES } from '../../src/contract/totp';
import { INVALID_ADMIN_CREDENTIALS, INVALID_CREDENTIALS } from '../../src/server/auth/service';
import { loadConfig } from '../../src/server/config';
import { activityLog, totpEnrolmentTokens, totpRecoveryCodes, users } from '../../src/server/db/schema';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';
import { DEFAULT_PASSWORD, registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs } from '../support/processes';
import { staffAccount } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  codeAt,
  codeOf,
  enrolledConsoleAdmin,
  enrolledStaff,
  enrolThroughLink,
  staffWithLink,
  stepNow,
  tokenOf,
  unusedCode,
} from '../support/totp';

/**
 * Two-step sign-in (D20, D33): TOTP with recovery codes, each code accepted once, and staff
 * accounts that enrol through a single-use link before they can sign in. Codes are computed from
 * the secret the server shows, as an authenticator app would.
 */
/** The file's app enforces the staff rule. */
it.override('appEnv', { STAFF_TOTP_REQUIRED: 'true' });
/** The same product with the staff rule relaxed (STAFF_TOTP_REQUIRED=false, the test default). */
let relaxed: TestApp;
/** With mail: enrolment links are mailed too. */
let mailed: TestApp;

it.beforeAll(async ({ mail }) => {
  [relaxed, mailed] = await Promise.all([
    startTestApp({ STAFF_TOTP_REQUIRED: 'false' }),
    startTestApp({
      STAFF_TOTP_REQUIRED: 'true',
      SMTP_URL: mail.url,
      PUBLIC_URL: 'https://cmmc.example.com/',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([relaxed?.close(), mailed?.close()]);
});

/** A client who turned two-step sign-in on from the account page (the API behind it). */
async function clientWithTwoStep(on: TestApp) {
  const browser = new HttpClient(on.baseUrl);
  const { form, user } = await registerClient(browser);
  const setup = await browser.call(routes.totpSetup);
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  const enabled = await browser.call(routes.totpEnable, { body: { code: await codeOf(secret) } });
  expect(enabled.status, enabled.text).toBe(200);
  const credentials = { username: form.username, password: DEFAULT_PASSWORD };
  return { browser, user, credentials, secret, recoveryCodes: enabled.json.recoveryCodes as string[] };
}

const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
const DAY_MS = 24 * 3600 * 1000;

describe('staff accounts enrol before they can sign in (D33)', () => {
  it('refuses an unenrolled auditor and admin on both sign-in paths with totp_enrolment_required', async ({
    app,
  }) => {
    for (const role of ['auditor', 'admin'] as const) {
      const { credentials } = await staffAccount(app, role);
      const browser = new HttpClient(app.baseUrl);
      const platform = await browser.call(routes.login, { body: credentials });
      expect(platform.status).toBe(401);
      expect(platform.json).toEqual({
        code: 'totp_enrolment_required',
        message: TOTP_MESSAGES.enrolmentRequired,
      });
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      // Even with a code of some secret: there is none to check it against.
      const withCode = await browser.call(routes.login, { body: { ...credentials, code: '123456' } });
      expect(withCode.json.code).toBe('totp_enrolment_required');

      const consoleAnswer = await browser.call(routes.adminLogin, { body: credentials });
      expect(consoleAnswer.status).toBe(401);
      if (role === 'admin') {
        // No secret is handed out for the password alone any more.
        expect(consoleAnswer.json).toEqual({
          code: 'totp_enrolment_required',
          message: TOTP_MESSAGES.enrolmentRequired,
        });
      } else {
        expect(consoleAnswer.json).toEqual({ message: INVALID_ADMIN_CREDENTIALS });
      }
      expect(browser.cookie(ADMIN_SESSION_COOKIE)).toBeUndefined();
      expect((await browser.call(routes.consoleSession)).status).toBe(401);
      expect((await browser.call(routes.currentUser)).status).toBe(401);

      // The wrong password says nothing about enrolment (D12).
      const wrong = { ...credentials, password: 'not-the-password-1' };
      expect((await browser.call(routes.login, { body: wrong })).json).toEqual({
        message: INVALID_CREDENTIALS,
      });
      expect((await browser.call(routes.adminLogin, { body: wrong })).json).toEqual({
        message: INVALID_ADMIN_CREDENTIALS,
      });
    }
    // A client signs in with the password alone, as before.
    const client = new HttpClient(app.baseUrl);
    const { form } = await registerClient(client);
    const again = new HttpClient(app.baseUrl);
    expect(
      (await again.call(routes.login, { body: { username: form.username, password: DEFAULT_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('enrols through the link once; then sign-in takes the password and a new code', async ({ app }) => {
    const admin = await staffWithLink(app, 'admin');
    expect(admin.link).toMatch(new RegExp(`^${app.config.publicUrl}/enrol\\?token=[\\w-]{43}$`));
    const token = tokenOf(admin.link);
    const page = new HttpClient(app.baseUrl);

    const start = await page.call(routes.totpEnrolmentStart, { body: { token } });
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({ username: admin.credentials.username, role: 'admin' });
    const expiresIn = Date.parse(start.json.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(TOTP_ENROLMENT_LINK_DAYS * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(TOTP_ENROLMENT_LINK_DAYS * DAY_MS);
    const { secret, otpauthUrl, qrCode } = start.json.enrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(admin.credentials.username);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Opened again (a reload), the same secret: the one scanned stays good.
    expect((await page.call(routes.totpEnrolmentStart, { body: { token } })).json.enrolment.secret).toBe(
      secret,
    );

    const wrong = await page.call(routes.totpEnrolmentFinish, { body: { token, code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.code).toBe(TOTP_MESSAGES.enrolmentInvalid);
    expect((await page.call(routes.totpEnrolmentFinish, { body: { token, code: '12' } })).status).toBe(400);

    const enrolmentCode = await codeOf(secret);
    const done = await page.call(routes.totpEnrolmentFinish, { body: { token, code: enrolmentCode } });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ username: admin.credentials.username, role: 'admin' });
    const codes = done.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    // The link opens no session.
    expect(page.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(page.cookie(ADMIN_SESSION_COOKIE)).toBeUndefined();

    // Used up: a second use, to read or to finish, is refused with a message.
    for (const step of ['start', 'finish']) {
      const again = await page.post(`/api/auth/totp-enrolment/${step}`, {
        token,
        code: await codeOf(secret),
      });
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ message: TOTP_MESSAGES.enrolmentLinkInvalid });
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    expect(row!.totpEnabledAt).not.toBeNull();
    const tokens = await app.db
      .select()
      .from(totpEnrolmentTokens)
      .where(eq(totpEnrolmentTokens.userId, admin.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.usedAt).not.toBeNull();
    // Only the hash of the token is stored.
    expect(tokens[0]!.tokenHash).not.toContain(token);
    expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, admin.id), eq(activityLog.action, 'totp_enabled')));
    expect(entry!.description).toBe('Turned on two-step sign-in through the enrolment link');

    // Signing in now: the password alone is not enough, the enrolment's code is used up, a new one opens.
    const browser = new HttpClient(app.baseUrl);
    const { credentials } = admin;
    expect((await browser.call(routes.adminLogin, { body: credentials })).json.code).toBe('totp_required');
    const replayed = await browser.call(routes.adminLogin, { body: { ...credentials, code: enrolmentCode } });
    expect(replayed.status).toBe(401);
    expect(replayed.json).toEqual({ code: 'totp_invalid', message: TOTP_MESSAGES.codeUsed });
    const opened = await browser.call(routes.adminLogin, {
      body: {
        ...credentials,
        code: await unusedCode(app, admin.id, secret),
      },
    });
    expect(opened.status).toBe(200);
    expect(opened.json).toEqual({
      authenticated: true,
      admin: { id: admin.id, username: credentials.username },
    });
    expect((await browser.call(routes.consoleSession)).status).toBe(200);
    const platform = new HttpClient(app.baseUrl);
    expect(
      (await platform.call(routes.login, { body: { ...credentials, recoveryCode: codes[0] } })).status,
    ).toBe(200);

    // Required for staff: it stays on.
    const status = await platform.call(routes.totpStatus);
    expect(status.json).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 9 });
    const off = await platform.call(routes.totpDisable, { body: { password: credentials.password } });
    expect(off.status).toBe(403);
    expect(off.json.message).toBe(TOTP_MESSAGES.requiredForStaff);
  });

  it('refuses an expired, unknown or malformed link', async ({ app }) => {
    const auditor = await staffWithLink(app, 'auditor');
    const token = tokenOf(auditor.link);
    await app.db
      .update(totpEnrolmentTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(totpEnrolmentTokens.userId, auditor.id));
    for (const step of ['start', 'finish']) {
      const expired = await new HttpClient(app.baseUrl).post(`/api/auth/totp-enrolment/${step}`, {
        token,
        code: '123456',
      });
      expect(expired.status).toBe(404);
      expect(expired.json.message).toBe(TOTP_MESSAGES.enrolmentLinkInvalid);
    }
    const unknown = await new HttpClient(app.baseUrl).call(routes.totpEnrolmentStart, {
      body: {
        token: 'x'.repeat(43),
      },
    });
    expect(unknown.status).toBe(404);
    for (const body of [{}, { token: '' }, { token: 'y'.repeat(201) }, { token: 42 }, null]) {
      // Bodies the route's type refuses, sent raw for the server to judge.
      const malformed = await new HttpClient(app.baseUrl).post('/api/auth/totp-enrolment/start', body);
      expect(malformed.status, JSON.stringify(body)).toBe(400);
      expect(typeof malformed.json.message).toBe('string');
    }
    const noCode = await new HttpClient(app.baseUrl).post('/api/auth/totp-enrolment/finish', { token });
    expect(noCode.status).toBe(400);
    expect(
      (await new HttpClient(app.baseUrl).call(routes.login, { body: auditor.credentials })).json.code,
    ).toBe('totp_enrolment_required');
  });

  it('gives the console staff creation a link, and lets an admin replace it until the account enrols', async ({
    app,
  }) => {
    const { browser: console } = await enrolledConsoleAdmin(app);
    const form = registration();
    const created = await console.call(routes.createStaff, {
      body: {
        role: 'auditor',
        firstName: 'Grace',
        lastName: 'Hopper',
        username: form.username,
        email: form.email,
        password: 'a-first-password',
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ username: form.username, role: 'auditor', totpEnabled: false });
    const first = created.json.enrolmentLink;
    expect(first.mailed).toBe(false);
    expect(first.link).toMatch(new RegExp(`^${app.config.publicUrl}/enrol\\?token=`));
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(
      TOTP_ENROLMENT_LINK_DAYS * DAY_MS - 60_000,
    );
    const credentials = { username: form.username, password: 'a-first-password' };
    expect((await new HttpClient(app.baseUrl).call(routes.login, { body: credentials })).json.code).toBe(
      'totp_enrolment_required',
    );
    // Seen before the new link is made: the secret it showed is dropped with it.
    const firstSecret = (
      await console.call(routes.totpEnrolmentStart, { body: { token: tokenOf(first.link) } })
    ).json.enrolment.secret as string;

    const id = created.json.id as string;
    const replaced = await console.call(routes.adminEnrolmentLink, { params: { id } });
    expect(replaced.status).toBe(200);
    expect(replaced.json.link).not.toBe(first.link);
    expect(replaced.json.mailed).toBe(false);
    expect(
      (await console.call(routes.totpEnrolmentStart, { body: { token: tokenOf(first.link) } })).status,
    ).toBe(404);
    const { secret } = await enrolThroughLink(app, replaced.json.link);
    expect(secret).not.toBe(firstSecret);
    const auditor = new HttpClient(app.baseUrl);
    expect(
      (
        await auditor.call(routes.login, {
          body: { ...credentials, code: await unusedCode(app, id, secret) },
        })
      ).status,
    ).toBe(200);
    expect((await auditor.call(routes.currentUser)).json.role).toBe('auditor');

    // Enrolled now: no new link. Nor for a client, an unknown account or a malformed id.
    const enrolled = await console.call(routes.adminEnrolmentLink, { params: { id } });
    expect(enrolled.status).toBe(409);
    expect(enrolled.json.message).toBe(TOTP_MESSAGES.alreadyOn);
    const { user: client } = await registerClient(new HttpClient(app.baseUrl));
    const forClient = await console.call(routes.adminEnrolmentLink, { params: { id: client.id } });
    expect(forClient.status).toBe(409);
    expect(forClient.json.message).toBe(TOTP_MESSAGES.enrolmentLinkForStaffOnly);
    expect(
      (
        await console.call(routes.adminEnrolmentLink, {
          params: { id: '00000000-0000-0000-0000-000000000000' },
        })
      ).status,
    ).toBe(404);
    expect((await console.call(routes.adminEnrolmentLink, { params: { id: 'not-an-id' } })).status).toBe(404);
    // Only the console makes links.
    expect((await auditor.call(routes.adminEnrolmentLink, { params: { id: client.id } })).status).toBe(401);

    const actions = (
      await app.db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.userId, id))
    ).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'totp_enrolment_link')).toHaveLength(2);
  });

  it('ends the sessions of a client made staff without two-step sign-in; a link then enrols it', async ({
    app,
  }) => {
    const { browser: console } = await enrolledConsoleAdmin(app);
    const client = new HttpClient(app.baseUrl);
    const { form, user } = await registerClient(client);
    expect(
      (await console.call(routes.updateUser, { params: { id: user.id }, body: { role: 'auditor' } })).status,
    ).toBe(200);
    expect((await client.call(routes.currentUser)).status).toBe(401);
    const credentials = { username: form.username, password: DEFAULT_PASSWORD };
    expect((await new HttpClient(app.baseUrl).call(routes.login, { body: credentials })).json.code).toBe(
      'totp_enrolment_required',
    );
    const link = await console.call(routes.adminEnrolmentLink, { params: { id: user.id } });
    expect(link.status).toBe(200);
    const { secret } = await enrolThroughLink(app, link.json.link);
    expect(
      (
        await new HttpClient(app.baseUrl).call(routes.login, {
          body: {
            ...credentials,
            code: await unusedCode(app, user.id, secret),
          },
        })
      ).status,
    ).toBe(200);
  });

  it('ends a staff session opened with the password alone before the rule held', async ({ app }) => {
    // A client's session, then the account made auditor behind the app's back (as an account
    // that signed in before an upgrade, or while STAFF_TOTP_REQUIRED was off).
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    await app.db.update(users).set({ role: 'auditor' }).where(eq(users.id, user.id));
    expect((await browser.call(routes.currentUser)).status).toBe(401);
    expect((await browser.call(routes.auditorClients)).status).toBe(401);
    // An admin viewing an unenrolled auditor's platform still may (D11): the admin enrolled.
    const staff = await staffAccount(app, 'auditor');
    const { browser: console } = await enrolledConsoleAdmin(app);
    expect((await console.call(routes.impersonate, { body: { userId: staff.id } })).status).toBe(200);
    expect((await console.call(routes.currentUser)).json.username).toBe(staff.credentials.username);
  });

  it('mails the link when mail is set', async ({ mail }) => {
    const { browser: console } = await enrolledConsoleAdmin(mailed);
    const form = registration();
    const created = await console.call(routes.createStaff, {
      body: {
        role: 'admin',
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: form.username,
        email: form.email,
        password: 'a-first-password',
      },
    });
    expect(created.status).toBe(201);
    const { link, mailed: wasMailed } = created.json.enrolmentLink;
    expect(wasMailed).toBe(true);
    expect(link).toMatch(/^https:\/\/cmmc\.example\.com\/enrol\?token=/);
    const message = await mail.nextMailTo(form.email.toLowerCase());
    expect(message.parsed.subject).toBe('Turn on two-step sign-in for CMMC Readiness');
    expect(message.parsed.text).toContain(link);
    expect(message.parsed.text).toContain(form.username);
    expect(message.parsed.text).toContain(`expires in ${TOTP_ENROLMENT_LINK_DAYS} days`);
    expect(String(message.parsed.html)).toContain(link.replace(/&/g, '&#38;'));

    const again = await console.call(routes.adminEnrolmentLink, { params: { id: created.json.id } });
    expect(again.json.mailed).toBe(true);
    expect((await mail.nextMailTo(form.email.toLowerCase())).parsed.text).toContain(again.json.link);
  });

  it('prints a link for a staff account made by npm run user:create, and none for a client', async ({
    app,
  }) => {
    const env = {
      DATABASE_URL: app.databaseUrl,
      DATA_DIR: '.tmp/test-data-user-create',
      PUBLIC_URL: app.baseUrl,
      LOG_LEVEL: 'silent',
    };
    const username = `cli_admin_${Date.now()}`;
    const created = runTs(
      'src/server/cli/user-create.ts',
      [
        '--username',
        username,
        '--password',
        'cli-admin-pass-1',
        '--email',
        `${username}@agency.gov`,
        '--role',
        'admin',
      ],
      env,
    );
    expect(await created.exited, created.output()).toBe(0);
    const link = created.output().match(/^(http\S+\/enrol\?token=\S+)$/m)?.[1];
    expect(link, created.output()).toBeDefined();
    expect(created.output()).toContain(`works once, until`);
    const credentials = { username, password: 'cli-admin-pass-1' };
    expect((await new HttpClient(app.baseUrl).call(routes.adminLogin, { body: credentials })).json.code).toBe(
      'totp_enrolment_required',
    );
    const { secret } = await enrolThroughLink(app, link!);
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    const console = new HttpClient(app.baseUrl);
    const opened = await console.call(routes.adminLogin, {
      body: {
        ...credentials,
        code: await unusedCode(app, row!.id, secret),
      },
    });
    expect(opened.status).toBe(200);

    const clientName = `cli_client_${Date.now()}`;
    const client = runTs(
      'src/server/cli/user-create.ts',
      [
        '--username',
        clientName,
        '--password',
        'cli-client-pass-1',
        '--email',
        `${clientName}@example.com`,
        '--role',
        'client',
        '--business-name',
        'Acme',
      ],
      env,
    );
    expect(await client.exited, client.output()).toBe(0);
    expect(client.output()).not.toContain('/enrol?token=');
  }, 60_000);
});

describe('each two-step code is accepted once (D33)', () => {
  it('refuses a code already used, on the platform, at the console and for new recovery codes', async ({
    app,
  }) => {
    const admin = await enrolledStaff(app, 'admin');
    // The enrolment used the current step; the next step's code is still new.
    const code = await codeAt(admin.secret, stepNow() + 1);
    const platform = new HttpClient(app.baseUrl);
    expect((await platform.call(routes.login, { body: { ...admin.credentials, code } })).status).toBe(200);
    for (const path of ['/api/auth/login', '/api/admin/login']) {
      const again = await new HttpClient(app.baseUrl).post(path, { ...admin.credentials, code });
      expect(again.status, path).toBe(401);
      expect(again.json).toEqual({ code: 'totp_invalid', message: TOTP_MESSAGES.codeUsed });
    }
    const renew = await platform.call(routes.totpRecoveryCodes, { body: { code } });
    expect(renew.status).toBe(400);
    expect(renew.json.errors.code).toBe(TOTP_MESSAGES.codeUsed);
    // A step before the last one used is refused too, though still inside the drift window.
    const earlier = await new HttpClient(app.baseUrl).call(routes.login, {
      body: {
        ...admin.credentials,
        code: await codeAt(admin.secret, stepNow() - 1),
      },
    });
    expect(earlier.status).toBe(401);
    const [row] = await app.db.select({ last: users.totpLastStep }).from(users).where(eq(users.id, admin.id));
    expect(row!.last).toBeGreaterThanOrEqual(stepNow());
  });

  it('lets exactly one of several sign-ins sent at once with the same code through', async ({ app }) => {
    for (const [round, path] of [
      '/api/auth/login',
      '/api/admin/login',
      '/api/auth/login',
      '/api/admin/login',
    ].entries()) {
      const admin = await enrolledStaff(app, 'admin');
      const code = await codeAt(admin.secret, stepNow() + 1);
      const browsers = Array.from({ length: 5 }, () => new HttpClient(app.baseUrl));
      const answers = await Promise.all(
        browsers.map((browser) => browser.post(path, { ...admin.credentials, code })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses.join(' ')}`,
      ).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status).toBe(401);
        expect(answer.json.message).toBe(TOTP_MESSAGES.codeUsed);
      }
      const cookie = path === '/api/admin/login' ? ADMIN_SESSION_COOKIE : SESSION_COOKIE;
      expect(browsers.filter((browser) => browser.cookie(cookie))).toHaveLength(1);
    }
  });

  it('counts wrong codes, and sign-ins stopped for the code, as failed sign-ins (D26)', async ({ app }) => {
    const { credentials, secret } = await clientWithTwoStep(app);
    const browser = new HttpClient(app.baseUrl);
    // Five free failures: wrong codes and requests without one alternate; none clears the count.
    for (const body of [
      { ...credentials, code: '000000' },
      credentials,
      { ...credentials, recoveryCode: 'aaaaa-aaaaa' },
      credentials,
      { ...credentials, code: '999999' },
    ]) {
      expect((await browser.call(routes.login, { body })).status).toBe(401);
    }
    const blocked = await browser.call(routes.login, {
      body: {
        ...credentials,
        code: await codeAt(secret, stepNow() + 1),
      },
    });
    expect(blocked.status).toBe(429);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses malformed codes as input errors', async ({ app }) => {
    const browser = new HttpClient(app.baseUrl);
    const short = await browser.call(routes.login, { body: { username: 'x', password: 'y', code: '12345' } });
    expect(short.status).toBe(400);
    expect(short.json.errors.code).toBe(TOTP_MESSAGES.codeFormat);
    const badRecovery = await browser.call(routes.login, {
      body: {
        username: 'x',
        password: 'y',
        recoveryCode: 'not a code!',
      },
    });
    expect(badRecovery.status).toBe(400);
    expect(badRecovery.json.errors.recoveryCode).toBe(TOTP_MESSAGES.recoveryCodeFormat);
  });
});

describe('two-step sign-in from the account page', () => {
  it('sets up, enables, signs in with a code or a recovery code, renews the codes and turns off', async ({
    app,
  }) => {
    const browser = new HttpClient(app.baseUrl);
    const { form, user } = await registerClient(browser);
    const credentials = { username: form.username, password: DEFAULT_PASSWORD };
    expect((await browser.call(routes.totpStatus)).json).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    // An open session elsewhere, signed in with the password alone, ends when it is turned on.
    const elsewhere = new HttpClient(app.baseUrl);
    expect((await elsewhere.call(routes.login, { body: credentials })).status).toBe(200);

    expect((await browser.call(routes.totpEnable, { body: { code: '123456' } })).json.message).toBe(
      TOTP_MESSAGES.notSetUp,
    );
    const setup = await browser.call(routes.totpSetup);
    expect(setup.status).toBe(200);
    const secret = setup.json.secret as string;
    expect(setup.json.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await browser.call(routes.totpSetup)).json.secret).toBe(secret);

    const wrong = await browser.call(routes.totpEnable, { body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.code).toBe(TOTP_MESSAGES.enrolmentInvalid);
    expect((await browser.call(routes.totpStatus)).json.enabled).toBe(false);

    const firstCode = await codeOf(secret);
    const enabled = await browser.call(routes.totpEnable, { body: { code: firstCode } });
    expect(enabled.status).toBe(200);
    const codes = enabled.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    const status = (await browser.call(routes.totpStatus)).json;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(Date.parse(status.enabledAt)).not.toBeNaN();
    expect((await elsewhere.call(routes.currentUser)).status).toBe(401);
    expect((await browser.call(routes.currentUser)).status).toBe(200);
    expect((await browser.call(routes.totpSetup)).status).toBe(409);
    expect((await browser.call(routes.totpEnable, { body: { code: await codeOf(secret) } })).status).toBe(
      409,
    );

    // Signing in now takes the code.
    const next = new HttpClient(app.baseUrl);
    const asked = await next.call(routes.login, { body: credentials });
    expect(asked.status).toBe(401);
    expect(asked.json.code).toBe('totp_required');
    // The code that turned it on does not sign in (each code once, D33); the next one does.
    const replayed = await next.call(routes.login, { body: { ...credentials, code: firstCode } });
    expect(replayed.status).toBe(401);
    expect(replayed.json).toMatchObject({ code: 'totp_invalid', message: TOTP_MESSAGES.codeUsed });
    expect(
      (
        await next.call(routes.login, {
          body: { ...credentials, code: await unusedCode(app, user.id, secret) },
        })
      ).status,
    ).toBe(200);
    const withRecovery = new HttpClient(app.baseUrl);
    expect(
      (await withRecovery.call(routes.login, { body: { ...credentials, recoveryCode: codes[0] } })).status,
    ).toBe(200);
    expect((await withRecovery.call(routes.totpStatus)).json.recoveryCodesLeft).toBe(9);

    // New recovery codes need a current code; the old ones stop working.
    const refused = await browser.call(routes.totpRecoveryCodes, { body: { code: '000000' } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.code).toBe(TOTP_MESSAGES.codeInvalid);
    const renewed = await browser.call(routes.totpRecoveryCodes, {
      body: {
        code: await unusedCode(app, user.id, secret),
      },
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.json.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    expect((await browser.call(routes.totpStatus)).json.recoveryCodesLeft).toBe(10);
    const old = await new HttpClient(app.baseUrl).call(routes.login, {
      body: {
        ...credentials,
        recoveryCode: codes[1],
      },
    });
    expect(old.status).toBe(401);
    expect(
      (
        await new HttpClient(app.baseUrl).call(routes.login, {
          body: { ...credentials, recoveryCode: fresh[0] },
        })
      ).status,
    ).toBe(200);

    // Turning it off needs the password.
    const badPassword = await browser.call(routes.totpDisable, { body: { password: 'not-my-password' } });
    expect(badPassword.status).toBe(400);
    expect(badPassword.json.errors.password).toBe(TOTP_MESSAGES.wrongPassword);
    expect((await browser.call(routes.totpDisable, { body: { password: DEFAULT_PASSWORD } })).status).toBe(
      200,
    );
    expect((await browser.call(routes.totpStatus)).json).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await browser.call(routes.totpDisable, { body: { password: DEFAULT_PASSWORD } })).status).toBe(
      409,
    );
    expect(
      (await browser.call(routes.totpRecoveryCodes, { body: { code: await codeOf(secret) } })).status,
    ).toBe(409);
    expect((await new HttpClient(app.baseUrl).call(routes.login, { body: credentials })).status).toBe(200);
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

  it('lets an admin viewing a client platform read the status but change nothing (D11)', async ({ app }) => {
    const { user, secret } = await clientWithTwoStep(app);
    const { browser } = await enrolledConsoleAdmin(app);
    expect((await browser.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(200);
    expect((await browser.call(routes.totpStatus)).json.enabled).toBe(true);
    const attempts = [
      await browser.call(routes.totpSetup),
      await browser.call(routes.totpEnable, { body: { code: await codeOf(secret) } }),
      await browser.call(routes.totpDisable, { body: { password: DEFAULT_PASSWORD } }),
      await browser.call(routes.totpRecoveryCodes, { body: { code: await codeOf(secret) } }),
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

  it('never answers with the secret once it is in use, nor with any hash', async ({ app }) => {
    const { browser, credentials, secret, recoveryCodes, user } = await clientWithTwoStep(app);
    const admin = await enrolledConsoleAdmin(app);
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
      await signIn.call(routes.login, { body: credentials }),
      await signIn.call(routes.login, { body: { ...credentials, code: '000000' } }),
      await signIn.call(routes.login, {
        body: { ...credentials, code: await unusedCode(app, user.id, secret) },
      }),
      await browser.call(routes.currentUser),
      await browser.call(routes.totpStatus),
      await browser.call(routes.totpSetup),
      await browser.call(routes.totpRecoveryCodes, {
        body: { code: await unusedCode(app, user.id, secret) },
      }),
      await browser.call(routes.activity),
      await admin.browser.call(routes.allAssessments, { query: { userSearch: credentials.username } }),
      await admin.browser.call(routes.consoleSession),
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

describe('with STAFF_TOTP_REQUIRED=false (development and tests only)', () => {
  it('lets unenrolled staff sign in with the password alone, on both paths', async () => {
    for (const role of ['auditor', 'admin'] as const) {
      const { credentials } = await staffAccount(relaxed, role);
      expect((await new HttpClient(relaxed.baseUrl).call(routes.login, { body: credentials })).status).toBe(
        200,
      );
    }
    const { credentials } = await staffAccount(relaxed, 'admin');
    const browser = new HttpClient(relaxed.baseUrl);
    const answer = await browser.call(routes.adminLogin, { body: credentials });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      authenticated: true,
      admin: { id: expect.any(String), username: credentials.username },
    });
  });

  it('still asks an admin who turned it on for the code, and lets that admin turn it off', async () => {
    const { id, credentials } = await staffAccount(relaxed, 'admin');
    const platform = new HttpClient(relaxed.baseUrl);
    expect((await platform.call(routes.login, { body: credentials })).status).toBe(200);
    const secret = (await platform.call(routes.totpSetup)).json.secret as string;
    expect((await platform.call(routes.totpEnable, { body: { code: await codeOf(secret) } })).status).toBe(
      200,
    );
    expect((await platform.call(routes.totpStatus)).json.required).toBe(false);

    const browser = new HttpClient(relaxed.baseUrl);
    const asked = await browser.call(routes.adminLogin, { body: credentials });
    expect(asked.status).toBe(401);
    expect(asked.json.code).toBe('totp_required');
    const opened = await browser.call(routes.adminLogin, {
      body: {
        ...credentials,
        code: await unusedCode(relaxed, id, secret),
      },
    });
    expect(opened.status).toBe(200);

    expect(
      (await platform.call(routes.totpDisable, { body: { password: credentials.password } })).status,
    ).toBe(200);
    expect(
      (await new HttpClient(relaxed.baseUrl).call(routes.adminLogin, { body: credentials })).status,
    ).toBe(200);
  });

  it('reads STAFF_TOTP_REQUIRED first, then the older ADMIN_TOTP_REQUIRED, and requires it by default', () => {
    const required = (env: Record<string, string>) => loadConfig({ PORT: '0', ...env }).staffTotpRequired;
    expect(required({})).toBe(true);
    expect(required({ ADMIN_TOTP_REQUIRED: 'false' })).toBe(false);
    expect(required({ ADMIN_TOTP_REQUIRED: 'true' })).toBe(true);
    expect(required({ STAFF_TOTP_REQUIRED: 'false' })).toBe(false);
    expect(required({ STAFF_TOTP_REQUIRED: 'true', ADMIN_TOTP_REQUIRED: 'false' })).toBe(true);
    expect(required({ STAFF_TOTP_REQUIRED: 'false', ADMIN_TOTP_REQUIRED: 'true' })).toBe(false);
    expect(() => loadConfig({ PORT: '0', STAFF_TOTP_REQUIRED: 'maybe' })).toThrow(/STAFF_TOTP_REQUIRED/);
  });
});
