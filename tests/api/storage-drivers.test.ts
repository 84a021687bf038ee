import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/server/storage/local';
import { S3Storage } from '../../src/server/storage/s3';
import { ObjectTooLargeError, type ObjectStorage } from '../../src/server/storage/storage';
import { S3RVER_CREDENTIALS, startS3Server } from '../support/s3-server';

const UPLOAD_ROUTE = '/api/evidence/uploads';
const MB = 1024 * 1024;
const PDF = 'application/pdf';

interface Driver {
  storage: ObjectStorage;
  /** Sends one part of a multipart upload the way its uploads arrive; returns the part's ETag. */
  uploadPart(key: string, uploadId: string, partNumber: number, bytes: Buffer): Promise<string>;
  stop(): Promise<void>;
}

const drivers: { name: string; start(): Promise<Driver> }[] = [
  {
    name: 'local',
    async start() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-storage-'));
      const storage = new LocalStorage(root, UPLOAD_ROUTE);
      return {
        storage,
        // Our upload route streams each part in through writePart, bounded by the whole file's limit.
        uploadPart: async (key, uploadId, partNumber, bytes) =>
          (await storage.writePart(key, uploadId, partNumber, Readable.from([bytes]), 10 * MB)).etag,
        stop: () => fs.promises.rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    async start() {
      const server = await startS3Server();
      // A bucket of its own, so that ensureBucket creates it (and then finds it).
      const s3 = new S3Storage({
        bucket: 'storage-drivers',
        region: 'us-east-1',
        endpoint: server.endpoint,
        forcePathStyle: true,
        ...S3RVER_CREDENTIALS,
      });
      await s3.ensureBucket();
      await s3.ensureBucket();
      const storage: ObjectStorage = s3;
      return {
        storage,
        // The browser sends each part straight to S3 with a presigned URL.
        uploadPart: async (key, uploadId, partNumber, bytes) => {
          const url = await storage.presignUploadPart(key, uploadId, partNumber, {
            expiresInSeconds: 60,
            token: '-',
          });
          const response = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
          expect(response.status).toBe(200);
          return response.headers.get('etag') ?? '';
        },
        stop: server.stop,
      };
    },
  },
];

/** A stream of `bytes` in 64 KB chunks, as a request body arrives. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
        yield bytes.subarray(offset, offset + 64 * 1024);
    })(),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const newKey = () => `evidence/test/${randomUUID()}`;

describe.each(drivers)('$name storage driver', ({ name, start }) => {
  let driver: Driver;
  let storage: ObjectStorage;

  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(async () => {
    await driver?.stop();
  });

  it('streams an object in and out', async () => {
    const key = newKey();
    const bytes = randomBytes(3 * MB);
    const info = await storage.putStream(key, chunked(bytes), {
      maxBytes: 4 * MB,
      size: bytes.length,
      contentType: PDF,
    });
    // Hashed on the way through (D25).
    expect(info).toEqual({ size: bytes.length, sha256: sha256(bytes) });

    expect(await storage.head(key)).toEqual({ size: bytes.length });
    expect(sha256(await readAll(await storage.getStream(key)))).toBe(sha256(bytes));
    expect(await storage.readStart(key, 8)).toEqual(bytes.subarray(0, 8));
  });

  it('reads the start of objects shorter than asked for, and of empty ones', async () => {
    const short = newKey();
    await storage.putStream(short, chunked(Buffer.from('%PDF')), { maxBytes: MB, size: 4, contentType: PDF });
    expect((await storage.readStart(short, 8)).toString()).toBe('%PDF');

    const empty = newKey();
    await storage.putStream(empty, Readable.from([]), { maxBytes: MB, size: 0, contentType: PDF });
    expect(await storage.head(empty)).toEqual({ size: 0 });
    expect(await storage.readStart(empty, 8)).toEqual(Buffer.alloc(0));
  });

  it('refuses an object past maxBytes and keeps nothing of it', async () => {
    const bytes = randomBytes(3 * MB);
    const tooLarge = newKey();
    await expect(
      storage.putStream(tooLarge, chunked(bytes), { maxBytes: MB, size: bytes.length, contentType: PDF }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.head(tooLarge)).toBeUndefined();

    // A client that declares a small size and sends more.
    const lying = newKey();
    await expect(
      storage.putStream(lying, chunked(bytes), { maxBytes: MB, size: 100_000, contentType: PDF }),
    ).rejects.toThrow();
    expect(await storage.head(lying)).toBeUndefined();
  });

  it.runIf(name === 's3')(
    'refuses a body longer or shorter than its declared size, within maxBytes',
    async () => {
      // S3 stores what Content-Length announces: without the check, a longer body would be cut short
      // and a shorter one would leave the request hanging.
      const longer = newKey();
      await expect(
        storage.putStream(longer, chunked(randomBytes(200_000)), {
          maxBytes: MB,
          size: 100_000,
          contentType: PDF,
        }),
      ).rejects.toThrow(/longer than its declared/);
      expect(await storage.head(longer)).toBeUndefined();

      const shorter = newKey();
      await expect(
        storage.putStream(shorter, chunked(randomBytes(100_000)), {
          maxBytes: MB,
          size: 200_000,
          contentType: PDF,
        }),
      ).rejects.toThrow(/shorter than its declared/);
      expect(await storage.head(shorter)).toBeUndefined();

      await expect(
        storage.putStream(newKey(), chunked(Buffer.from('x')), { maxBytes: MB, contentType: PDF }),
      ).rejects.toThrow(/size/);
    },
  );

  it('takes a body of our own of unknown length (in parts on S3), whole or not at all', async () => {
    // Three parts on S3 (8 MB each, the last shorter), as a kept evidence package is written.
    const key = newKey();
    const bytes = randomBytes(20 * MB);
    const options = { maxBytes: 64 * MB, contentType: 'application/zip', inParts: true };
    expect(await storage.putStream(key, chunked(bytes), options)).toEqual({
      size: bytes.length,
      sha256: sha256(bytes),
    });
    expect(await storage.head(key)).toEqual({ size: bytes.length });
    expect(sha256(await readAll(await storage.getStream(key)))).toBe(sha256(bytes));

    // A body that breaks off after its first part leaves nothing under its key.
    const broken = newKey();
    const breaking = Readable.from(
      (function* () {
        for (let sent = 0; sent < 9 * MB; sent += 64 * 1024) yield randomBytes(64 * 1024);
        throw new Error('the package failed part way');
      })(),
    );
    await expect(storage.putStream(broken, breaking, options)).rejects.toThrow(/part way/);
    expect(await storage.head(broken)).toBeUndefined();
    await expect(
      storage.putStream(newKey(), chunked(randomBytes(2 * MB)), { ...options, maxBytes: MB }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
  });

  it('moves an object to a new key', async () => {
    const from = newKey();
    const to = newKey();
    const bytes = randomBytes(100_000);
    await storage.putStream(from, chunked(bytes), { maxBytes: MB, size: bytes.length, contentType: PDF });

    await storage.move(from, to);
    expect(await readAll(await storage.getStream(to))).toEqual(bytes);
    expect(await storage.head(from)).toBeUndefined();
  });

  it('deletes an object, and a missing one without complaint', async () => {
    const key = newKey();
    await storage.putStream(key, chunked(Buffer.from('bytes')), { maxBytes: MB, size: 5, contentType: PDF });

    await storage.delete(key);
    expect(await storage.head(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newKey())).resolves.toBeUndefined();
  });

  it('gives an upload URL for one object of a given size', async () => {
    const key = newKey();
    const bytes = randomBytes(200_000);
    const token = randomUUID();
    const url = await storage.presignPut(key, {
      size: bytes.length,
      contentType: PDF,
      expiresInSeconds: 60,
      token,
    });

    if (storage.kind === 'local') {
      // Our own upload route takes the bytes and enforces the size.
      expect(url).toBe(`${UPLOAD_ROUTE}/${token}`);
      return;
    }
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type']),
    );
    const put = (body: Buffer, contentType = PDF) =>
      fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

    expect((await put(Buffer.concat([bytes, Buffer.from('more')]))).status).toBe(403);
    expect((await put(bytes.subarray(1))).status).toBe(403);
    expect((await put(bytes, 'text/html')).status).toBe(403);
    expect(await storage.head(key)).toBeUndefined();

    expect((await put(bytes)).status).toBe(200);
    expect(await storage.head(key)).toEqual({ size: bytes.length });
    expect(await readAll(await storage.getStream(key))).toEqual(bytes);
  });

  it('gives a form upload for one object up to maxBytes', async () => {
    const key = newKey();
    const token = randomUUID();
    const origin = 'http://127.0.0.1:5000';
    const { url, fields } = await storage.presignPost(key, {
      maxBytes: 200_000,
      expiresInSeconds: 60,
      token,
      origin,
    });

    if (storage.kind === 'local') {
      // Our own upload route takes the form and enforces the size.
      expect({ url, fields }).toEqual({ url: `${origin}${UPLOAD_ROUTE}/${token}`, fields: { key } });
      return;
    }
    expect(fields.key).toBe(key);
    // What the uploader sends: the fields, then the file.
    const post = (bytes: Buffer, override: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...fields, ...override })) form.set(name, value);
      form.set('file', new Blob([new Uint8Array(bytes)]), 'scan.pdf');
      return fetch(url, { method: 'POST', body: form });
    };

    expect((await post(randomBytes(200_001))).status).toBe(400);
    const elsewhere = newKey();
    expect((await post(randomBytes(1000), { key: elsewhere })).status).toBe(403);
    expect(await storage.head(key)).toBeUndefined();
    expect(await storage.head(elsewhere)).toBeUndefined();

    const bytes = randomBytes(200_000);
    expect((await post(bytes)).status).toBe(204);
    expect(await readAll(await storage.getStream(key))).toEqual(bytes);
  });

  it('assembles a multipart upload from its parts', async () => {
    const key = newKey();
    // Every part but the last must be at least 5 MB on S3.
    const first = randomBytes(5 * MB);
    const second = randomBytes(300_000);
    const { uploadId } = await storage.createMultipartUpload(key, PDF);
    const firstEtag = await driver.uploadPart(key, uploadId, 1, first);
    const secondEtag = await driver.uploadPart(key, uploadId, 2, second);

    const parts = await storage.listParts(key, uploadId);
    expect(parts).toEqual([
      { PartNumber: 1, ETag: firstEtag, Size: first.length },
      { PartNumber: 2, ETag: secondEtag, Size: second.length },
    ]);

    const joined = await storage.completeMultipartUpload(key, uploadId, [...parts].reverse());
    // The local driver joins the parts itself and hashes the whole on the way; S3 joins them unseen.
    expect(joined).toEqual({ sha256: name === 'local' ? sha256(Buffer.concat([first, second])) : null });
    expect(await storage.head(key)).toEqual({ size: first.length + second.length });
    expect(sha256(await readAll(await storage.getStream(key)))).toBe(sha256(Buffer.concat([first, second])));
  });

  it('aborts a multipart upload', async () => {
    const key = newKey();
    const { uploadId } = await storage.createMultipartUpload(key, PDF);
    await driver.uploadPart(key, uploadId, 1, randomBytes(1000));
    expect(await storage.listParts(key, uploadId)).toHaveLength(1);

    await storage.abortMultipartUpload(key, uploadId);
    expect(await storage.listParts(key, uploadId)).toEqual([]);
    expect(await storage.head(key)).toBeUndefined();
  });
});
