import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PostgresSessionStore } from '../../src/server/auth/sessions';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { freePort } from '../../src/server/postgres/embedded';
import { evidenceFiles } from '../../src/server/db/schema';
import { sweep } from '../../src/server/housekeeping';
import { LOCAL_UPLOAD_ROUTE } from '../../src/server/storage/create-storage';
import { LocalStorage } from '../../src/server/storage/local';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs, type RunningProcess } from '../support/processes';

/**
 * A fault of issue 8: the app process is killed (SIGKILL) while 20 uploads stream in. After a
 * restart, no evidence row lacks its object, and the sweep leaves no staging object behind.
 */
const serverUrl = inject('serverUrl');
const databaseName = uniqueDatabaseName('cmmc_crash');
const CONCURRENT = 20;
let dataDir: string;
let database: DatabaseHandle;
let env: Record<string, string>;

function start(): { process: RunningProcess; url: string; ready: Promise<void> } {
  const port = Number(env.PORT);
  const started = runTs('src/server/main.ts', ['--api-only'], env);
  return { process: started, url: `http://127.0.0.1:${port}`, ready: started.waitFor(/is running on/) };
}

/** Files under a folder, recursively. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** Starts a direct upload whose body is only partly sent: the request stays open. */
function halfSentUpload(url: string, cookie: string): http.ClientRequest {
  const boundary = `----crash${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="controlId"\r\n\r\nAC.L1-3.1.1\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\npolicy.txt\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="policy.txt"\r\n` +
    'Content-Type: text/plain\r\n\r\n';
  const request = http.request(`${url}/api/evidence/upload-direct`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  });
  request.on('error', () => undefined); // The server dies under it: that is the point.
  request.write(head);
  request.write(Buffer.alloc(256 * 1024, 'a'));
  return request;
}

beforeAll(async () => {
  const databaseUrl = await createDatabase(serverUrl, databaseName, inject('templateDatabase'));
  database = connectDatabase(databaseUrl, { max: 2 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-crash-'));
  env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'a-secret-for-the-crash-test-of-the-app-0001',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
}, 60_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase(serverUrl, databaseName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the app killed during 20 concurrent uploads', () => {
  it('leaves no row without its object, and nothing in staging after the sweep', async () => {
    const first = start();
    await first.ready;
    const browser = new HttpClient(first.url);
    await registerClient(browser);
    for (let i = 0; i < 3; i++) {
      const done = await browser.send(
        'POST',
        '/api/evidence/upload-direct',
        evidenceForm('AC.L1-3.1.1', `done-${i}.txt`, TEXT_BYTES),
      );
      expect(done.status).toBe(201);
    }

    const cookie = `cmmc_session=${browser.cookie('cmmc_session')}`;
    const requests = Array.from({ length: CONCURRENT }, () => halfSentUpload(first.url, cookie));
    const staging = path.join(dataDir, 'objects', 'staging');
    // Every upload has started writing its staging file when there are 20 of them.
    await expect
      .poll(() => filesUnder(staging).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(CONCURRENT);
    first.process.child.kill('SIGKILL');
    await first.process.exited;
    requests.forEach((request) => request.destroy());

    const second = start();
    await second.ready;
    try {
      const storage = new LocalStorage(path.join(dataDir, 'objects'), LOCAL_UPLOAD_ROUTE);
      const rows = await database.db.select().from(evidenceFiles);
      expect(rows.length).toBe(3);
      for (const row of rows) expect(await storage.head(row.objectPath)).toEqual({ size: TEXT_BYTES.length });
      const listed = await browser.get('/api/evidence');
      expect(listed.json).toHaveLength(3);

      const sessions = new PostgresSessionStore(database.db, env.SESSION_SECRET!, {
        idleMs: 1,
        absoluteMs: 1,
      });
      const twoDaysLater = new Date(Date.now() + 2 * 24 * 3600 * 1000);
      const result = await sweep({ db: database.db, sessions, storage }, twoDaysLater);
      expect(result.stagingRemoved).toBeGreaterThanOrEqual(CONCURRENT);
      expect(filesUnder(staging)).toEqual([]);
      for (const row of rows) expect(await storage.head(row.objectPath)).toBeDefined();
    } finally {
      second.process.child.kill('SIGTERM');
      await second.process.exited;
    }
  }, 120_000);
});
