import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { PostgresSessionStore } from '../../src/server/auth/sessions';
import { uploadGrants } from '../../src/server/db/schema';
import { sweep } from '../../src/server/housekeeping';
import { LOCAL_UPLOAD_ROUTE } from '../../src/server/storage/create-storage';
import { LocalStorage } from '../../src/server/storage/local';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { s3StorageFor, startS3Server } from '../support/s3-server';
import { it } from '../support/api-test';
import { TEST_SESSION_SECRET, type TestApp } from '../support/test-app';

const DAY = 24 * 3600 * 1000;

interface StorageUnderTest {
  name: 'local disk' | 'S3-compatible';
  start(): Promise<{ storage: ObjectStorage; root?: string; stop(): Promise<void> }>;
}

const storages: StorageUnderTest[] = [
  {
    name: 'local disk',
    start: async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-sweep-'));
      return {
        storage: new LocalStorage(root, LOCAL_UPLOAD_ROUTE),
        root,
        stop: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3-compatible',
    start: async () => {
      const server = await startS3Server();
      const storage = s3StorageFor(server);
      return { storage, stop: server.stop };
    },
  },
];

async function keysUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

describe.each(storages)('housekeeping on $name storage', ({ name, start }) => {
  let app: TestApp;
  let storage: ObjectStorage;
  let root: string | undefined;

  it.beforeAll(async ({ startApp }) => {
    const started = await start();
    ({ storage, root } = started);
    app = await startApp({}, { storage, afterClose: started.stop });
  });

  const sessions = () =>
    new PostgresSessionStore(app.db, TEST_SESSION_SECRET, { idleMs: 60_000, absoluteMs: 60_000 });
  const put = (key: string, bytes: Buffer = TEXT_BYTES) =>
    storage.putStream(key, Readable.from([bytes]), {
      maxBytes: 1024 * 1024,
      size: bytes.length,
      contentType: 'application/octet-stream',
    });

  it('lists objects by prefix', async () => {
    const user = crypto.randomUUID();
    await put(`staging/${user}/${crypto.randomUUID()}`);
    await put(`staging/${user}/${crypto.randomUUID()}`);
    await put(`evidence/${user}/${crypto.randomUUID()}`);
    expect(await keysUnder(storage, `staging/${user}/`)).toHaveLength(2);
    expect(await keysUnder(storage, `evidence/${user}/`)).toHaveLength(1);
    expect(await keysUnder(storage, `staging/${crypto.randomUUID()}/`)).toEqual([]);
    for await (const object of storage.list(`staging/${user}/`)) {
      expect(Math.abs(object.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it('removes staging objects that no open grant accounts for, and keeps uploads in progress', async () => {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    const send = async (url: string, body: Buffer) =>
      browser.send('PUT', url, new Uint8Array(body), { 'content-type': 'text/plain' });

    // A crash before the grant row was written: bytes with no grant at all.
    const neverGranted = `staging/${user.id}/${crypto.randomUUID()}`;
    await put(neverGranted);
    // Bytes whose grant was deleted (swept, or its user removed) while the object stayed.
    const deletedLink = await browser.post('/api/evidence/upload', { fileName: 'a.txt' });
    expect((await send(deletedLink.json.uploadURL, TEXT_BYTES)).status).toBe(200);
    // A registered-then-crashed upload: the grant is closed, the staged copy was never moved.
    const closedLink = await browser.post('/api/evidence/upload', { fileName: 'b.txt' });
    expect((await send(closedLink.json.uploadURL, TEXT_BYTES)).status).toBe(200);
    // A multipart upload with a part, whose grant is gone.
    const multipart = await browser.post('/api/evidence/s3/multipart', {
      filename: 'c.txt',
      type: 'text/plain',
    });
    const signed = await browser.get(
      `/api/evidence/s3/multipart/${encodeURIComponent(multipart.json.uploadId)}/1?key=${encodeURIComponent(multipart.json.key)}`,
    );
    expect((await send(signed.json.url, TEXT_BYTES)).status).toBe(200);
    // An upload in progress: its link is open.
    const inProgress = await browser.post('/api/evidence/upload', { fileName: 'd.txt' });
    expect((await send(inProgress.json.uploadURL, TEXT_BYTES)).status).toBe(200);

    const grants = await app.db.select().from(uploadGrants).where(eq(uploadGrants.organizationId, user.id));
    const grantOf = (url: string) => grants.find((grant) => url.includes(grant.id))!;
    const deletedKey = grantOf(deletedLink.json.uploadURL).stagingKey;
    const closedKey = grantOf(closedLink.json.uploadURL).stagingKey;
    const inProgressKey = grantOf(inProgress.json.uploadURL).stagingKey;
    await app.db.delete(uploadGrants).where(eq(uploadGrants.stagingKey, deletedKey));
    await app.db.delete(uploadGrants).where(eq(uploadGrants.stagingKey, multipart.json.key));
    const later = new Date(Date.now() + 2 * DAY);
    await app.db
      .update(uploadGrants)
      .set({ closedAt: new Date(Date.now() - 1000) })
      .where(eq(uploadGrants.stagingKey, closedKey));
    // The open grant is still valid at the time of the sweep (a long link lifetime).
    await app.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(later.getTime() + 60_000) })
      .where(eq(uploadGrants.stagingKey, inProgressKey));

    const before = await keysUnder(storage, `staging/${user.id}/`);
    expect(before).toEqual(expect.arrayContaining([neverGranted, deletedKey, closedKey, inProgressKey]));
    if (name === 'local disk') expect(before.some((key) => key.includes('.parts-'))).toBe(true);

    const result = await sweep({ db: app.db, sessions: sessions(), storage }, later);
    expect(result.stagingRemoved).toBeGreaterThanOrEqual(name === 'local disk' ? 4 : 3);
    expect(await keysUnder(storage, `staging/${user.id}/`)).toEqual([inProgressKey]);
    expect(await storage.head(inProgressKey)).toBeDefined();
  });

  it.runIf(name === 'local disk')(
    'on local disk, removes what a killed process left mid-write, by age, and keeps fresh writes',
    async () => {
      const user = crypto.randomUUID();
      const dir = path.join(root!, 'staging', user);
      fs.mkdirSync(dir, { recursive: true });
      const old = new Date(Date.now() - 2 * DAY);
      const age = (file: string) => fs.utimesSync(file, old, old);
      // A body cut off by kill -9: its temporary file, never renamed.
      const partial = path.join(dir, `${crypto.randomUUID()}.a1b2c3d4e5f6.tmp`);
      fs.writeFileSync(partial, 'half a file');
      age(partial);
      // A multipart upload's parts, with a part half written.
      const parts = path.join(dir, `${crypto.randomUUID()}.parts-${crypto.randomUUID()}`);
      fs.mkdirSync(parts);
      for (const file of ['1', '1.etag', '2.0a0b0c0d0e0f.tmp']) {
        fs.writeFileSync(path.join(parts, file), 'x');
        age(path.join(parts, file));
      }
      age(parts);
      // A direct upload being written right now has no grant, but is fresh.
      const fresh = path.join(dir, `${crypto.randomUUID()}.0123456789ab.tmp`);
      fs.writeFileSync(fresh, 'arriving');
      // Parts of an upload still receiving: one fresh part keeps the whole folder.
      const active = path.join(dir, `${crypto.randomUUID()}.parts-${crypto.randomUUID()}`);
      fs.mkdirSync(active);
      fs.writeFileSync(path.join(active, '1'), 'x');
      age(path.join(active, '1'));
      fs.writeFileSync(path.join(active, '2'), 'y');
      age(active);

      await sweep({ db: app.db, sessions: sessions(), storage });
      expect(fs.existsSync(partial)).toBe(false);
      expect(fs.existsSync(parts)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
      expect(fs.existsSync(path.join(active, '1'))).toBe(true);
    },
  );
});
