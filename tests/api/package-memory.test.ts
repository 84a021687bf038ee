import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { evidenceFiles } from '../../src/server/db/schema';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { HttpClient } from '../support/http-client';
import { registerClient } from '../support/factories';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { processMemory as memory, resetPeakMemory, type RunningProcess } from '../support/processes';

/**
 * D25: the evidence package is streamed as it is built, with flat memory whatever its total. The
 * app runs as its own process, so that its memory alone is measured while a 200 MB package of
 * incompressible files goes through it. No timing is measured.
 */
const MB = 1024 * 1024;
const FILES = 20;
const FILE_BYTES = 10 * MB;
const PDF_HEADER = Buffer.from('%PDF-1.7\n');

let app: AppProcess;
let server: RunningProcess;
let baseUrl: string;
let dataDir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  app = await startAppProcess('package_memory');
  ({ server, baseUrl, dataDir } = app);
  handle = connectDatabase(app.databaseUrl, { max: 2 });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await app?.stop();
});

/**
 * Stores `count` evidence files of random bytes for a user the way the app keeps them (an object
 * under DATA_DIR/objects and its row), written in 1 MB pieces: far faster than uploading them.
 */
async function seedEvidence(userId: string, count: number, bytes: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const id = crypto.randomUUID();
    const objectPath = `evidence/${userId}/${id}`;
    const file = path.join(dataDir, 'objects', objectPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const hash = crypto.createHash('sha256');
    const fd = fs.openSync(file, 'w');
    for (let written = 0; written < bytes;) {
      const piece =
        written === 0 ? Buffer.concat([PDF_HEADER, crypto.randomBytes(MB)]) : crypto.randomBytes(MB);
      const chunk = piece.subarray(0, Math.min(piece.length, bytes - written));
      fs.writeSync(fd, chunk);
      hash.update(chunk);
      written += chunk.length;
    }
    fs.closeSync(fd);
    await handle.db.insert(evidenceFiles).values({
      id,
      organizationId: userId,
      controlId: index % 2 === 0 ? 'AC.L1-3.1.1' : 'SC.L1-3.13.1',
      fileName: `scan-${index}.pdf`,
      fileType: 'application/pdf',
      fileSize: bytes,
      objectPath,
      sha256: hash.digest('hex'),
    });
  }
}

/**
 * Downloads the package, keeping nothing of it but its length and its last bytes, and answers
 * the number of entries its end-of-central-directory record counts.
 */
async function downloadPackage(cookie: string, onChunk: () => void) {
  const response = await fetch(`${baseUrl}/api/evidence/package.zip`, { headers: { cookie } });
  expect(response.status).toBe(200);
  let total = 0;
  let tail = Buffer.alloc(0);
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    tail = Buffer.concat([tail, value]).subarray(-64);
    onChunk();
  }
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  return { total, entries: tail.readUInt16LE(end + 10) };
}

async function clientWithEvidence(count: number, bytes: number) {
  const browser = new HttpClient(baseUrl);
  const { user } = await registerClient(browser);
  await seedEvidence(user.id, count, bytes);
  return `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE)}`;
}

describe.skipIf(!fs.existsSync('/proc/self/status'))('memory while streaming the evidence package', () => {
  it(`stays flat: a ${(FILES * FILE_BYTES) / MB} MB package raises the server's memory by less than 64 MB`, async () => {
    const pid = server.child.pid!;
    // Warm up on a small package, so that loading code is not counted as package memory.
    const small = await downloadPackage(await clientWithEvidence(2, MB), () => undefined);
    expect(small.entries).toBe(4); // two files, index.csv and the compliance PDF

    const cookie = await clientWithEvidence(FILES, FILE_BYTES);
    const before = memory(pid, 'VmRSS');
    resetPeakMemory(pid); // the peak (VmHWM) starts from here
    let sampled = before;
    let chunks = 0;
    const { total, entries } = await downloadPackage(cookie, () => {
      if (++chunks % 64 === 0) sampled = Math.max(sampled, memory(pid, 'VmRSS'));
    });
    const peak = Math.max(memory(pid, 'VmHWM'), sampled);
    process.stdout.write(
      `server memory: ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB while streaming a ${(total / MB).toFixed(0)} MB package\n`,
    );
    expect(entries).toBe(FILES + 2); // the files, index.csv and the compliance PDF
    expect(total).toBeGreaterThan(FILES * FILE_BYTES);
    expect(peak - before).toBeLessThan(64 * MB);
  }, 300_000);
});
