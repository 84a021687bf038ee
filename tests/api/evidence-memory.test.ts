import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { registration } from '../support/factories';
import { processMemory as memory, resetPeakMemory, type RunningProcess } from '../support/processes';

const TEN_MB = 10 * 1024 * 1024;
const CONCURRENT = 20;

let app: AppProcess;
let server: RunningProcess;
let baseUrl: string;

beforeAll(async () => {
  app = await startAppProcess('memory');
  ({ server, baseUrl } = app);
}, 60_000);

afterAll(async () => app?.stop());

describe.skipIf(!fs.existsSync('/proc/self/status'))('memory while uploading', () => {
  it(`stays flat: ${CONCURRENT} concurrent 10 MB uploads raise the server's peak memory by less than 64 MB`, async () => {
    const signUp = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
    const file = new Blob([new Uint8Array(TEN_MB).fill(0x61)], { type: 'text/plain' });
    const upload = (index: number) => {
      const form = new FormData();
      form.append('controlId', 'AC.L1-3.1.1');
      form.append('fileName', `bulk-${index}.txt`);
      form.append('fileSize', String(TEN_MB));
      form.append('file', file, `bulk-${index}.txt`);
      return fetch(`${baseUrl}/api/evidence/upload-direct`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
    };

    // Warm up once, so that code loading and pools are not counted as upload memory.
    expect((await upload(0)).status).toBe(201);
    const pid = server.child.pid!;
    const before = memory(pid, 'VmRSS');
    resetPeakMemory(pid); // the peak (VmHWM) starts from here

    const responses = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => upload(i + 1)));
    expect(responses.map((r) => r.status)).toEqual(Array(CONCURRENT).fill(201));
    const peak = memory(pid, 'VmHWM');
    const growth = peak - before;
    process.stdout.write(
      `server memory: ${(before / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB during ${CONCURRENT} x 10 MB uploads\n`,
    );
    expect(growth).toBeLessThan(64 * 1024 * 1024);

    const listed = await fetch(`${baseUrl}/api/evidence`, { headers: { cookie } });
    expect(((await listed.json()) as unknown[]).length).toBe(CONCURRENT + 1);
  }, 120_000);
});
