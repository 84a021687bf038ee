import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { evidenceFiles, uploadGrants } from '../../src/server/db/schema';
import { grantIdFromUrl } from '../../src/server/evidence/grants';
import { backfillEvidenceHashes } from '../../src/server/evidence/hash-backfill';
import { LOCAL_UPLOAD_ROUTE } from '../../src/server/storage/create-storage';
import { LocalStorage } from '../../src/server/storage/local';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { evidenceForm, PDF_BYTES, PNG_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs } from '../support/processes';
import { s3StorageFor, startS3Server } from '../support/s3-server';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';

/**
 * D25: each evidence file's SHA-256 is computed while it is received, through every upload flow
 * on both storage drivers, and files stored before that get theirs from the backfill.
 */
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A text file of `size` bytes that differs from every other one made here. */
const textOf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x61);
  bytes.write(`${crypto.randomUUID()}\n`);
  return bytes;
};

interface StorageUnderTest {
  name: string;
  start(): Promise<{ storage: ObjectStorage; dataDir: string; stop(): Promise<void> }>;
}

const storages: StorageUnderTest[] = [
  {
    name: 'local disk',
    start: async () => {
      // DATA_DIR/objects, where the command-line backfill finds the files too.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-hash-'));
      const storage = new LocalStorage(path.join(dataDir, 'objects'), LOCAL_UPLOAD_ROUTE);
      return { storage, dataDir, stop: () => fs.promises.rm(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3-compatible',
    start: async () => {
      const server = await startS3Server();
      return { storage: s3StorageFor(server), dataDir: '', stop: server.stop };
    },
  },
];

describe.each(storages)('SHA-256 of evidence on $name storage', ({ name: storageName, start }) => {
  let app: TestApp;
  let stored: Awaited<ReturnType<StorageUnderTest['start']>>;
  let browser: HttpClient;

  it.beforeAll(async ({ startApp }) => {
    stored = await start();
    app = await startApp({}, { storage: stored.storage, afterClose: stored.stop });
    browser = new HttpClient(app.baseUrl);
    await registerClient(browser);
  });

  /**
   * What the upload link holds before registration: the hash taken as the bytes came through our
   * own route (local disk); nothing when they went straight to S3, which registration then reads.
   */
  async function expectGrantHash(uploadURL: string, bytes: Buffer) {
    const [grant] = await app.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.id, grantIdFromUrl(uploadURL)!));
    expect(grant!.sha256).toBe(storageName === 'local disk' ? sha256(bytes) : null);
  }

  /** The hash the database holds for a file, and the one the API shows. */
  async function hashesOf(evidence: { id: string; sha256: string | null }) {
    const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, evidence.id));
    return { stored: row!.sha256, answered: evidence.sha256 };
  }

  it('direct upload: hashed as it streams to storage', async () => {
    const bytes = textOf(300 * 1024);
    const response = await browser.send(
      'POST',
      '/api/evidence/upload-direct',
      evidenceForm('AC.L1-3.1.1', 'access-review.txt', bytes),
    );
    expect(response.status).toBe(201);
    expect(await hashesOf(response.json)).toEqual({ stored: sha256(bytes), answered: sha256(bytes) });
    const listed = (await browser.get('/api/evidence')).json.find((f: any) => f.id === response.json.id);
    expect(listed.sha256).toBe(sha256(bytes));
  });

  it('upload link (PUT), then register', async () => {
    const bytes = Buffer.concat([PDF_BYTES, textOf(1000)]);
    const link = await browser.post('/api/evidence/upload', {
      fileName: 'policy.pdf',
      fileSize: bytes.length,
    });
    expect(link.status).toBe(200);
    const put = await browser.send('PUT', link.json.uploadURL, new Uint8Array(bytes), {
      'content-type': 'application/pdf',
    });
    expect(put.status).toBe(200);
    await expectGrantHash(link.json.uploadURL, bytes);
    const registered = await browser.post('/api/evidence', {
      controlId: 'AC.L1-3.1.2',
      fileName: 'policy.pdf',
      uploadURL: link.json.uploadURL,
    });
    expect(registered.status).toBe(201);
    expect(await hashesOf(registered.json)).toEqual({ stored: sha256(bytes), answered: sha256(bytes) });
  });

  it("the uploader's form upload (s3/params), then register", async () => {
    const params = await browser.get('/api/evidence/s3/params?filename=badge.png&type=image%2Fpng');
    expect(params.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(params.json.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'badge.png');
    expect((await browser.send('POST', params.json.url, form)).status).toBeLessThan(300);
    const registered = await browser.post('/api/evidence', {
      controlId: 'PE.L1-3.10.5',
      fileName: 'badge.png',
      uploadURL: `${params.json.url.replace(/\/$/, '')}/${params.json.fields.key}`,
    });
    expect(registered.status).toBe(201);
    expect(await hashesOf(registered.json)).toEqual({
      stored: sha256(PNG_BYTES),
      answered: sha256(PNG_BYTES),
    });
  });

  it("the uploader's multipart upload, parts sent out of order, then register", async () => {
    const parts = [textOf(5 * 1024 * 1024), textOf(70_000)];
    const whole = Buffer.concat(parts);
    const created = await browser.post('/api/evidence/s3/multipart', {
      filename: 'firewall-rules.txt',
      type: 'text/plain',
    });
    expect(created.status).toBe(200);
    const { key, uploadId } = created.json;
    const query = `?key=${encodeURIComponent(key)}`;
    const base = `/api/evidence/s3/multipart/${encodeURIComponent(uploadId)}`;
    const sent: { PartNumber: number; ETag: string }[] = [];
    for (const index of [1, 0]) {
      const signed = await browser.get(`${base}/${index + 1}${query}`);
      const put = await browser.send('PUT', signed.json.url, new Uint8Array(parts[index]!));
      expect(put.status).toBe(200);
      sent.push({ PartNumber: index + 1, ETag: put.headers.get('etag')! });
    }
    const completed = await browser.post(`${base}/complete${query}`, { parts: sent });
    expect(completed.status).toBe(200);
    await expectGrantHash(completed.json.location, whole);
    const registered = await browser.post('/api/evidence', {
      controlId: 'SC.L1-3.13.1',
      fileName: 'firewall-rules.txt',
      uploadURL: completed.json.location,
    });
    expect(registered.status).toBe(201);
    expect(registered.json.fileSize).toBe(whole.length);
    expect(await hashesOf(registered.json)).toEqual({ stored: sha256(whole), answered: sha256(whole) });
  });

  it('the database accepts only a SHA-256 in hex', async () => {
    const [row] = await app.db.select().from(evidenceFiles).limit(1);
    await expect(
      app.db.update(evidenceFiles).set({ sha256: 'not-a-hash' }).where(eq(evidenceFiles.id, row!.id)),
    ).rejects.toThrow();
  });

  it('the backfill gives a file stored without a hash its SHA-256, once', async () => {
    const bytes = textOf(200 * 1024);
    const response = await browser.send(
      'POST',
      '/api/evidence/upload-direct',
      evidenceForm('MP.L1-3.8.3', 'sanitization-log.txt', bytes),
    );
    expect(response.status).toBe(201);
    const id = response.json.id as string;
    // As a file uploaded before hashes were recorded.
    await app.db.update(evidenceFiles).set({ sha256: null }).where(eq(evidenceFiles.id, id));
    expect((await browser.get('/api/evidence')).json.find((f: any) => f.id === id).sha256).toBeNull();

    const first = await backfillEvidenceHashes({ db: app.db, storage: app.storage });
    expect(first).toEqual({ hashed: 1, failed: [] });
    const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, id));
    expect(row!.sha256).toBe(sha256(bytes));
    // Idempotent: nothing is left to do, and nothing done is redone.
    expect(await backfillEvidenceHashes({ db: app.db, storage: app.storage })).toEqual({
      hashed: 0,
      failed: [],
    });
  });

  it('the backfill reports a stored object it cannot read, and leaves its hash for a later run', async () => {
    const response = await browser.send(
      'POST',
      '/api/evidence/upload-direct',
      evidenceForm('MP.L1-3.8.3', 'lost.txt', textOf(1000)),
    );
    const id = response.json.id as string;
    const [row] = await app.db
      .update(evidenceFiles)
      .set({ sha256: null })
      .where(eq(evidenceFiles.id, id))
      .returning();
    await app.storage.delete(row!.objectPath);
    const result = await backfillEvidenceHashes({ db: app.db, storage: app.storage });
    expect(result.hashed).toBe(0);
    expect(result.failed.map((failure) => failure.id)).toEqual([id]);
    const [after] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, id));
    expect(after!.sha256).toBeNull();
    await app.db.delete(evidenceFiles).where(eq(evidenceFiles.id, id));
  });

  it.runIf(storageName === 'local disk')(
    'npm run evidence:backfill-hashes does the same',
    async () => {
      const bytes = textOf(4096);
      const response = await browser.send(
        'POST',
        '/api/evidence/upload-direct',
        evidenceForm('SI.L1-3.14.1', 'patch-log.txt', bytes),
      );
      const id = response.json.id as string;
      await app.db.update(evidenceFiles).set({ sha256: null }).where(eq(evidenceFiles.id, id));
      const tool = runTs('src/server/cli/backfill-hashes.ts', [], {
        DATA_DIR: stored.dataDir,
        DATABASE_URL: app.databaseUrl,
        LOG_LEVEL: 'warn',
      });
      expect(await tool.exited, tool.output()).toBe(0);
      expect(tool.output()).toContain('Hashed 1 evidence file(s).');
      const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, id));
      expect(row!.sha256).toBe(sha256(bytes));
    },
    60_000,
  );
});
