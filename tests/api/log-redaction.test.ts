import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { connectDatabase } from '../../src/server/db/client';
import { freePort } from '../../src/server/postgres/embedded';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { createDatabase, dropDatabase, uniqueDatabaseName, withAdminClient } from '../support/database';
import { registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs, type RunningProcess } from '../support/processes';

/**
 * The app process, serving the web app as `npm start` does, logging at info level while a query
 * fails with a password hash and an e-mail address among its parameters: its whole log must hold
 * neither, nor a password, a session, or the token of a link (invitation, reset, enrolment) in
 * any address that carries one: the web page, the API, a 404, a failed request.
 */
const serverUrl = inject('serverUrl');
const name = uniqueDatabaseName('cmmc_logs');
let databaseUrl: string;
let dataDir: string;
let app: RunningProcess;
let base: string;

beforeAll(async () => {
  databaseUrl = await createDatabase(serverUrl, name, inject('templateDatabase'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-logs-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Not --api-only: the invitee's browser opens `/invite/<token>`, a page of the web app (built
  // once into dist/web when missing, as `npm start` does).
  app = runTs('src/server/main.ts', [], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'log-test-session-secret-of-at-least-32-characters',
    // The console's admin below signs in with the password alone.
    STAFF_TOTP_REQUIRED: 'false',
  });
  await app.waitFor(/is running on/);
}, 120_000);

afterAll(async () => {
  if (app.child.exitCode === null) {
    app.child.kill('SIGTERM');
    await app.exited;
  }
  await dropDatabase(serverUrl, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the log', () => {
  it('holds no password, hash, e-mail address, session cookie, query parameter or link token', async () => {
    const member = new HttpClient(base);
    const { form: memberForm } = await registerClient(member, {
      password: 'member-Secret-pass-1',
      confirmPassword: 'member-Secret-pass-1',
    });
    const sessionToken = member.cookie(SESSION_COOKIE)!;
    expect(sessionToken).toBeTruthy();
    expect((await member.get('/api/implementations')).status).toBe(200);

    // The database refuses this one registration: the insert fails with its parameters (the new
    // user's password hash and e-mail address) in Drizzle's error.
    const victim = registration({
      password: 'victim-Secret-pass-2',
      confirmPassword: 'victim-Secret-pass-2',
    });
    await withAdminClient(databaseUrl, (client) =>
      client.query(
        `ALTER TABLE users ADD CONSTRAINT log_test_refusal CHECK (lower(email) <> '${victim.email}') NOT VALID`,
      ),
    );
    const refused = await new HttpClient(base).post('/api/auth/register', victim);
    expect(refused.status).toBe(500);
    // A search term in a query string.
    await member.get(`/api/controls?q=${encodeURIComponent(memberForm.email)}`);

    // An invitation (D27): its token travels in the path of the preview and accept routes.
    const invitedForm = registration({
      password: 'invited-Secret-pass-5',
      confirmPassword: 'invited-Secret-pass-5',
    });
    const invitation = await member.post('/api/organization/invitations', {
      email: invitedForm.email,
      role: 'editor',
    });
    expect(invitation.status).toBe(201);
    const invitationToken = decodeURIComponent((invitation.json.acceptUrl as string).split('/invite/')[1]!);
    const inPath = encodeURIComponent(invitationToken);
    const invitee = new HttpClient(base);
    // The link's page, served by the web app (D27), and its sign-in page with the way back.
    const invitePage = await invitee.get(`/invite/${inPath}`);
    expect(invitePage.status).toBe(200);
    expect(invitePage.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await invitee.get(`/invite/${inPath}?from=mail`)).status).toBe(200);
    expect((await invitee.get(`/login?next=${encodeURIComponent(`/invite/${inPath}`)}`)).status).toBe(200);
    // Not-found answers: a file under the page's path, an API path that does not exist.
    expect((await invitee.get(`/invite/${inPath}/missing.js`)).status).toBe(404);
    expect((await invitee.get(`/api/invitations/${inPath}/unknown`)).status).toBe(404);
    expect((await invitee.get(`/api/invitations/${inPath}`)).status).toBe(200);
    await invitee.post('/api/auth/register', registration());
    expect((await invitee.post(`/api/invitations/${inPath}/accept`)).status).toBe(403);
    // The invited person, with an account of their own at the invited address, accepts while the
    // database refuses their membership: the request fails (500) and is logged as an error.
    const invited = new HttpClient(base);
    const joining = await invited.post('/api/auth/register', invitedForm);
    expect(joining.status).toBe(201);
    await withAdminClient(databaseUrl, (client) =>
      client.query(
        `ALTER TABLE memberships ADD CONSTRAINT log_test_join CHECK (user_id <> '${joining.json.id as string}') NOT VALID`,
      ),
    );
    expect((await invited.post(`/api/invitations/${inPath}/accept`)).status).toBe(500);

    // A reset link made in the admin console (issue 23), then used on the reset page.
    const handle = connectDatabase(databaseUrl, { max: 1 });
    const adminCredentials = { username: 'log_test_admin', password: 'admin-Secret-pass-3' };
    let auditorId: string;
    try {
      await createUser(
        handle.db,
        SYSTEM_ACTOR,
        {
          ...adminCredentials,
          email: 'log-admin@agency.example',
          role: 'admin',
        },
        'by a test',
      );
      auditorId = (
        await createUser(
          handle.db,
          SYSTEM_ACTOR,
          {
            username: 'log_test_auditor',
            password: 'auditor-Secret-pass-6',
            email: 'log-auditor@agency.example',
            role: 'auditor',
          },
          'by a test',
        )
      ).id;
    } finally {
      await handle.close();
    }
    const console = new HttpClient(base);
    expect((await console.post('/api/admin/login', adminCredentials)).status).toBe(200);
    const memberId = (await member.get('/api/auth/user')).json.id as string;
    const made = await console.post(`/api/admin/users/${memberId}/reset-link`);
    expect(made.status).toBe(200);
    const resetLink = new URL(made.json.resetUrl as string);
    const resetToken = resetLink.searchParams.get('token')!;
    // The reset page as the link opens it (D20), then the API call it makes.
    expect((await new HttpClient(base).get(`${resetLink.pathname}${resetLink.search}`)).status).toBe(200);
    const used = await new HttpClient(base).post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'member-Reset-pass-4',
    });
    expect(used.status).toBe(200);

    // A staff account's enrolment link (D33): its page, then the API call it makes.
    const enrolment = await console.post(`/api/admin/users/${auditorId}/enrolment-link`);
    expect(enrolment.status).toBe(200);
    const enrolmentToken = new URL(enrolment.json.link as string).searchParams.get('token')!;
    const enrolling = new HttpClient(base);
    expect((await enrolling.get(`/enrol?token=${encodeURIComponent(enrolmentToken)}`)).status).toBe(200);
    expect((await enrolling.post('/api/auth/totp-enrolment/start', { token: enrolmentToken })).status).toBe(
      200,
    );

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    const log = app.output();

    // The failure is in the log, with its cause...
    expect(log).toContain('request failed');
    expect(log).toContain('log_test_refusal');
    expect(log).toContain('log_test_join');
    // ...and nothing that identifies or authenticates anyone.
    for (const secret of [
      victim.email,
      memberForm.email,
      encodeURIComponent(memberForm.email),
      victim.password,
      memberForm.password,
      'scrypt$',
      sessionToken,
      decodeURIComponent(sessionToken),
      adminCredentials.password,
      'member-Reset-pass-4',
      resetToken,
      resetToken.slice(0, 16),
      invitationToken,
      invitationToken.slice(0, 16),
      inPath.slice(0, 16),
      enrolmentToken,
      enrolmentToken.slice(0, 16),
      invitedForm.email,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    // The addresses are there, masked: the invitation's page and API, the reset and enrolment pages.
    for (const url of [
      '/invite/[redacted]',
      '/api/invitations/[redacted]',
      '/reset-password?[redacted]',
      '/enrol?[redacted]',
    ]) {
      expect(log).toContain(`"url":"${url}"`);
    }
    // Masking kept every log line valid JSON.
    for (const line of log.split('\n').filter((text) => text.startsWith('{'))) {
      expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    }
  }, 60_000);
});
