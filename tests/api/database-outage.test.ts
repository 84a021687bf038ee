import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/postgres/embedded';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs, type RunningProcess } from '../support/processes';

/**
 * The app process on its own embedded PostgreSQL, while that PostgreSQL stalls and dies: health
 * answers 503 at once, requests get 503 (never 500), the app restarts PostgreSQL by itself and
 * every write it acknowledged is still there.
 */
const UNAVAILABLE = { message: 'The database is unavailable; try again shortly' };

let dataDir: string;
let base: string;
let app: RunningProcess;

/** The parent pid of a process, from /proc (undefined when it is gone). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid);
}

/** The postmaster the app started: its child process running `postgres`. */
function postmasterOf(appPid: number): number {
  const found = childrenOf(appPid).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
  expect(found).toHaveLength(1);
  return found[0]!;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-outage-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = runTs('src/server/main.ts', ['--api-only'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DB_CONNECT_TIMEOUT_MS: '1000',
    DB_QUERY_TIMEOUT_MS: '2000',
  });
  await app.waitFor(/is running on/);
}, 120_000);

afterAll(async () => {
  if (app.child.exitCode === null) {
    app.child.kill('SIGTERM');
    await app.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a database that stalls', () => {
  it('health answers 503 while PostgreSQL is frozen, requests get 503, and both recover', async () => {
    const client = new HttpClient(base);
    await registerClient(client);
    expect((await client.get('/api/health')).status).toBe(200);

    const postmaster = postmasterOf(app.child.pid!);
    // The postmaster first, so that it cannot start another process while its children stop.
    const frozen = [postmaster];
    process.kill(postmaster, 'SIGSTOP');
    frozen.push(...childrenOf(postmaster));
    frozen.slice(1).forEach((pid) => process.kill(pid, 'SIGSTOP'));
    try {
      // These answers arrive while PostgreSQL is still frozen: they did not wait for it.
      const health = await client.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.json).toEqual(UNAVAILABLE);
      const read = await client.get('/api/implementations');
      expect(read.status).toBe(503);
      expect(read.json).toEqual(UNAVAILABLE);
      expect(frozen.every((pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') T '))).toBe(true);
    } finally {
      frozen.forEach((pid) => process.kill(pid, 'SIGCONT'));
    }

    expect((await client.get('/api/health')).status).toBe(200);
    expect((await client.get('/api/implementations')).status).toBe(200);
  }, 60_000);
});

describe('a database that dies', () => {
  it('is restarted by the app; 503 meanwhile, then 200; no acknowledged write is lost', async () => {
    const client = new HttpClient(base);
    await registerClient(client);
    const controls = (await client.get('/api/controls')).json as { id: string }[];
    expect(controls.length).toBeGreaterThan(0);

    interface Write {
      n: number;
      controlId: string;
      status: number;
      body: unknown;
    }
    const writes: Write[] = [];
    const write = async (): Promise<Write> => {
      const n = writes.length;
      const controlId = controls[n % controls.length]!.id;
      const response = await client.put('/api/implementations', {
        controlId,
        status: 'in_progress',
        notes: `write ${n}`,
      });
      const done = { n, controlId, status: response.status, body: response.json as unknown };
      writes.push(done);
      return done;
    };

    // One acknowledged write on every control before PostgreSQL dies.
    for (const _ of controls) expect((await write()).status).toBe(200);

    const postmaster = postmasterOf(app.child.pid!);
    process.kill(postmaster, 'SIGKILL');

    // Requests keep coming while it is down (paced, as users would), until the app says it is back.
    let back = false;
    void app.waitFor(/The embedded PostgreSQL is running again/).then(() => (back = true));
    let sawUnavailable = false;
    while (!back) {
      const result = await write();
      expect([200, 503]).toContain(result.status);
      if (result.status === 503) {
        sawUnavailable = true;
        expect(result.body).toEqual(UNAVAILABLE);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(sawUnavailable).toBe(true);
    expect(app.output()).toMatch(/The embedded PostgreSQL stopped unexpectedly \(SIGKILL\); restarting it\./);
    expect(postmasterOf(app.child.pid!)).not.toBe(postmaster);

    // Back: requests succeed again, and the stored notes are the acknowledged ones (or a later
    // write whose answer was lost with the connection).
    expect((await client.get('/api/health')).status).toBe(200);
    expect((await write()).status).toBe(200);
    const stored = new Map(
      ((await client.get('/api/implementations')).json as { controlId: string; notes: string | null }[]).map(
        (row) => [row.controlId, row.notes],
      ),
    );
    for (const { id } of controls) {
      const onControl = writes.filter((w) => w.controlId === id);
      const lastAcknowledged = onControl.filter((w) => w.status === 200).at(-1)!;
      const possible = onControl
        .filter((w) => w.n >= lastAcknowledged.n)
        .filter((w) => w === lastAcknowledged || w.status !== 200)
        .map((w) => `write ${w.n}`);
      expect(possible).toContain(stored.get(id));
    }
  }, 120_000);
});
