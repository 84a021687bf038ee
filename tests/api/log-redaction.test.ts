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
 * The app process logging at info level while a query fails with a password hash and an e-mail
 * address among its parameters: its whole log must hold neither, nor a password or a session.
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
  app = runTs('src/server/main.ts', ['--api-only'], {
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
  it('holds no password, hash, e-mail address, session cookie or query parameter', async () => {
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
    const invitee = new HttpClient(base);
    expect((await invitee.get(`/api/invitations/${encodeURIComponent(invitationToken)}`)).status).toBe(200);
    await invitee.post('/api/auth/register', registration());
    expect(
      (await invitee.post(`/api/invitations/${encodeURIComponent(invitationToken)}/accept`)).status,
    ).toBe(403);

    // A reset link made in the admin console (issue 23), then used on the reset page.
    const handle = connectDatabase(databaseUrl, { max: 1 });
    const adminCredentials = { username: 'log_test_admin', password: 'admin-Secret-pass-3' };
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
    } finally {
      await handle.close();
    }
    const console = new HttpClient(base);
    expect((await console.post('/api/admin/login', adminCredentials)).status).toBe(200);
    const memberId = (await member.get('/api/auth/user')).json.id as string;
    const made = await console.post(`/api/admin/users/${memberId}/reset-link`);
    expect(made.status).toBe(200);
    const resetToken = new URL(made.json.resetUrl as string).searchParams.get('token')!;
    const used = await new HttpClient(base).post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'member-Reset-pass-4',
    });
    expect(used.status).toBe(200);

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    const log = app.output();

    // The failure is in the log, with its cause...
    expect(log).toContain('request failed');
    expect(log).toContain('log_test_refusal');
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
      invitedForm.email,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    // Masking kept every log line valid JSON.
    for (const line of log.split('\n').filter((text) => text.startsWith('{'))) {
      expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    }
  }, 60_000);
});
