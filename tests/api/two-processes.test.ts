import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/server/postgres/embedded';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { routes } from '../../src/contract/routes';
import { registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs, type RunningProcess } from '../support/processes';

/**
 * design.md "Scale", with real operating-system processes as `npm start` runs them: two app
 * processes on one PostgreSQL and one evidence folder serve any request of the same user.
 */
const serverUrl = inject('serverUrl');
const databaseName = uniqueDatabaseName('cmmc_two');
let dataDir: string;
const apps: { process: RunningProcess; url: string }[] = [];

beforeAll(async () => {
  const databaseUrl = await createDatabase(serverUrl, databaseName, inject('templateDatabase'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-two-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'a-secret-shared-by-every-app-process-0001',
    LOG_LEVEL: 'warn',
  };
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const started = runTs('src/server/main.ts', ['--api-only'], { ...env, PORT: String(port) });
    apps.push({ process: started, url: `http://127.0.0.1:${port}` });
  }
  await Promise.all(apps.map((app) => app.process.waitFor(/is running on/)));
}, 120_000);

afterAll(async () => {
  for (const app of apps) {
    app.process.child.kill('SIGTERM');
    await app.process.exited;
  }
  await dropDatabase(serverUrl, databaseName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two app processes on one database', () => {
  it('are two processes', () => {
    expect(apps[0]!.process.child.pid).not.toBe(apps[1]!.process.child.pid);
  });

  it('accept on one a session made on the other', async () => {
    const onFirst = new HttpClient(apps[0]!.url);
    const { user } = await registerClient(onFirst);
    const onSecond = new HttpClient(apps[1]!.url);
    onSecond.setCookie('cmmc_session', onFirst.cookie('cmmc_session')!);
    const seen = await onSecond.get('/api/auth/user');
    expect(seen.status).toBe(200);
    expect(seen.json.id).toBe(user.id);
  });

  it('refuse on one, within a second, a session signed out on the other', async () => {
    const onFirst = new HttpClient(apps[0]!.url);
    await registerClient(onFirst);
    const onSecond = new HttpClient(apps[1]!.url);
    onSecond.setCookie('cmmc_session', onFirst.cookie('cmmc_session')!);
    // The second process now keeps the session (auth/session-cache.ts) for several seconds...
    expect((await onSecond.get('/api/auth/user')).status).toBe(200);
    expect((await onFirst.post('/api/auth/logout', {})).status).toBeLessThan(300);
    // ...and forgets it when the database announces the end, long before it would age out.
    await expect
      .poll(async () => (await onSecond.get('/api/auth/user')).status, { timeout: 1000, interval: 20 })
      .toBe(401);
  });

  it('refuse on one, within a second, a member removed on the other (D27)', async () => {
    const owner = new HttpClient(apps[0]!.url);
    await registerClient(owner);
    const form = registration();
    const invited = await owner.call(routes.invite, { body: { email: form.email, role: 'editor' } });
    const invitationToken = decodeURIComponent((invited.json.acceptUrl as string).split('/invite/')[1]!);
    const member = new HttpClient(apps[1]!.url);
    const { username, password, confirmPassword, email } = form;
    const joined = await member.call(routes.register, {
      body: { username, password, confirmPassword, email, invitationToken },
    });
    expect(joined.status).toBe(201);
    // The second process keeps the member's session...
    expect((await member.call(routes.implementations)).status).toBe(200);
    expect(
      (await owner.call(routes.removeMember, { params: { userId: joined.json.id as string } })).status,
    ).toBe(204);
    // ...and forgets it when the database announces the removal.
    await expect
      .poll(async () => (await member.call(routes.implementations)).status, { timeout: 1000, interval: 20 })
      .toBe(409);
  });

  it('register through one an upload link issued by the other', async () => {
    const onFirst = new HttpClient(apps[0]!.url);
    await registerClient(onFirst);
    const onSecond = new HttpClient(apps[1]!.url);
    onSecond.setCookie('cmmc_session', onFirst.cookie('cmmc_session')!);

    const link = await onFirst.post('/api/evidence/upload', {
      fileName: 'log.txt',
      fileSize: TEXT_BYTES.length,
    });
    expect(link.status).toBe(200);
    const put = await onSecond.send(
      'PUT',
      `${apps[1]!.url}${link.json.uploadURL}`,
      new Uint8Array(TEXT_BYTES),
      {
        'content-type': 'text/plain',
      },
    );
    expect(put.status).toBe(200);
    const registered = await onFirst.post('/api/evidence', {
      controlId: 'PE.L1-3.10.4',
      fileName: 'log.txt',
      uploadURL: link.json.uploadURL,
    });
    expect(registered.status).toBe(201);
    const content = await onSecond.get(`/api/evidence/${registered.json.id}/content`);
    expect(content.text).toBe(TEXT_BYTES.toString());
  });
  it('show on one, at the very next read, what was written on the other (issue 28)', async () => {
    const onFirst = new HttpClient(apps[0]!.url);
    await registerClient(onFirst);
    const onSecond = new HttpClient(apps[1]!.url);
    onSecond.setCookie('cmmc_session', onFirst.cookie('cmmc_session')!);
    const reads = [routes.assessment, routes.implementations, routes.overallProgress, routes.evidence];
    // The second process keeps each read (read-model.ts)...
    for (let round = 0; round < 2; round++) {
      for (const read of reads) expect((await onSecond.call(read)).status).toBe(200);
    }
    expect((await onSecond.ok(routes.overallProgress)).completed).toBe(0);

    expect(
      (
        await onFirst.call(routes.saveImplementation, {
          body: { controlId: 'AC.L1-3.1.1', status: 'completed' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await onFirst.call(routes.saveFinding, {
          params: { objectiveId: 'AC.L1-3.1.1[a]' },
          body: { finding: 'met', methods: ['examine'] },
        })
      ).status,
    ).toBe(200);
    const id = (
      await onFirst.call(routes.uploadEvidenceDirect, {
        body: evidenceForm('AC.L1-3.1.1', 'log.txt', TEXT_BYTES),
      })
    ).json.id as string;

    // ...and its very next read, with no wait, shows the writes of the first.
    expect((await onSecond.ok(routes.overallProgress)).completed).toBe(1);
    expect((await onSecond.ok(routes.implementations))[0]).toMatchObject({
      controlId: 'AC.L1-3.1.1',
      status: 'completed',
    });
    const finding = (await onSecond.ok(routes.assessment)).objectives.find(
      (objective) => objective.objectiveId === 'AC.L1-3.1.1[a]',
    );
    expect(finding?.finding).toBe('met');
    expect((await onSecond.ok(routes.evidence)).map((file) => file.id)).toEqual([id]);
  });
});
