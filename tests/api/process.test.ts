import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/postgres/embedded';
import { runTs, type RunningProcess } from '../support/processes';

/**
 * The process as `npm start` runs it, on its own embedded PostgreSQL under DATA_DIR
 * (API only here: the web build is exercised by the browser tests).
 */
let dataDir: string;
let port: number;
let first: RunningProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-process-'));
  port = await freePort();
  first = runTs('src/server/main.ts', ['--api-only'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  await first.waitFor(/is running on/);
}, 120_000);

afterAll(async () => {
  if (first.child.exitCode === null) first.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the app process on the embedded PostgreSQL', () => {
  it('serves the API with its catalog seeded', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(true);
  });

  it('creates accounts from the command line while it runs, with clear errors', async () => {
    const env = { DATA_DIR: dataDir };
    const args = [
      '--username',
      'Auditor.One',
      '--password',
      'auditor-pass-1',
      '--email',
      'auditor@agency.gov',
      '--role',
      'auditor',
      '--first-name',
      'Morgan',
      '--last-name',
      'Lee',
    ];
    const created = runTs('src/server/cli/user-create.ts', args, env);
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Created auditor account "Auditor.One"');
    // A staff account enrols in two-step sign-in through the printed link before it signs in (D33).
    const token = created.output().match(/\/enrol\?token=(\S+)$/m)?.[1];
    expect(token, created.output()).toBeDefined();
    const post = (url: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const credentials = { username: 'auditor.one', password: 'auditor-pass-1' };
    const refused = await post('/api/auth/login', credentials);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('totp_enrolment_required');
    const start = await post('/api/auth/totp-enrolment/start', { token });
    const { secret } = ((await start.json()) as { enrolment: { secret: string } }).enrolment;
    const step = Math.floor(Date.now() / 30_000);
    const enrolled = await post('/api/auth/totp-enrolment/finish', {
      token,
      code: await generate({ secret, epoch: step * 30 }),
    });
    expect(enrolled.status).toBe(200);

    const login = await post('/api/auth/login', {
      ...credentials,
      code: await generate({ secret, epoch: (step + 1) * 30 }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      role: 'auditor',
      businessName: 'CMMC Readiness Staff',
      firstName: 'Morgan',
      lastName: 'Lee',
    });

    const duplicate = runTs('src/server/cli/user-create.ts', args, env);
    expect(await duplicate.exited).toBe(1);
    expect(duplicate.output()).toContain('That username is already taken');

    const invalid = runTs('src/server/cli/user-create.ts', ['--username', 'x', '--role', 'boss'], env);
    expect(await invalid.exited).toBe(1);
    expect(invalid.output()).toContain('--password: Password is required');
    expect(invalid.output()).toContain('--role: Choose one of: client, auditor, admin');
  }, 60_000);

  it('refuses a second process on the same DATA_DIR with a clear error', async () => {
    const second = runTs('src/server/main.ts', ['--api-only'], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /Another CMMC Readiness process \(pid \d+\) is already using the data folder/,
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('stops cleanly on SIGINT: PostgreSQL stopped, lock released', async () => {
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('stops with a list of problems when the configuration is wrong', async () => {
    const bad = runTs('src/server/main.ts', ['--api-only'], {
      DATA_DIR: dataDir,
      PORT: 'eighty',
      COOKIE_SECURE: 'maybe',
    });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:');
    expect(bad.output()).toMatch(/PORT: /);
    expect(bad.output()).toMatch(/COOKIE_SECURE: /);
  });
});
