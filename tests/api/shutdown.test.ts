import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/postgres/embedded';
import { processStartTime } from '../../src/server/postgres/data-dir-lock';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { runTs, type RunningProcess } from '../support/processes';

/** Stopping the app process under traffic, and starting it again on the same data folder. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-shutdown-'));
const lockFile = path.join(dataDir, 'app.lock');
const started: RunningProcess[] = [];

async function start(): Promise<{ app: RunningProcess; base: string }> {
  const port = await freePort();
  const app = runTs('src/server/main.ts', ['--api-only'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
  });
  started.push(app);
  await app.waitFor(/is running on/);
  return { app, base: `http://127.0.0.1:${port}` };
}

/** A stack trace, printed as text or inside a JSON log line. */
const hasStack = (text: string) => /(\n|\\n)\s+at .+:\d+/.test(text);

afterAll(async () => {
  for (const app of started) if (app.child.exitCode === null) app.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping', () => {
  it('SIGTERM while clients hammer the API: exit 0, no crash, lock removed; the next start works', async () => {
    const { app, base } = await start();
    const client = new HttpClient(base);
    await registerClient(client);
    const controls = (await client.get('/api/controls')).json as { id: string }[];

    const statuses: number[] = [];
    let stop = false;
    let answered = 0;
    let reachedTarget: () => void = () => undefined;
    const enoughTraffic = new Promise<void>((resolve) => (reachedTarget = resolve));
    const hammer = async (worker: number) => {
      for (let n = 0; !stop; n++) {
        try {
          const response =
            n % 2 === 0
              ? await client.get('/api/implementations')
              : await client.put('/api/implementations', {
                  controlId: controls[(worker + n) % controls.length]!.id,
                  status: 'in_progress',
                  notes: `worker ${worker} write ${n}`,
                });
          statuses.push(response.status);
          if (++answered === 40) reachedTarget();
        } catch {
          // Connection refused or cut once the server has stopped listening.
          if (app.child.exitCode !== null || app.child.signalCode !== null) return;
        }
      }
    };
    const workers = [0, 1, 2, 3, 4, 5].map(hammer);
    await enoughTraffic;
    app.child.kill('SIGTERM');
    const code = await app.exited;
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(app.output()).toContain('SIGTERM: stopping...');
    expect(hasStack(app.output())).toBe(false);
    expect(app.output()).not.toMatch(/uncaught|unhandled/i);
    // Requests answered before or during the drain: never a 500.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(fs.existsSync(lockFile)).toBe(false);

    const again = await start();
    expect((await fetch(`${again.base}/api/health`)).status).toBe(200);
    again.app.child.kill('SIGTERM');
    expect(await again.app.exited).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 180_000);

  it('a lock naming a live process that is not its holder (same pid, another start time) does not block', async () => {
    // This test runner is alive; the lock says its pid, but a process that started at another time.
    const ourStart = processStartTime(process.pid);
    expect(ourStart).toBeDefined();
    const stale = { pid: process.pid, startTime: String(Number(ourStart) - 1), host: os.hostname() };
    fs.writeFileSync(lockFile, JSON.stringify(stale));

    const { app, base } = await start();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: app.child.pid });

    // The live holder, recorded as it is, still blocks a second process.
    const second = runTs('src/server/main.ts', ['--api-only'], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another CMMC Readiness process (pid ${app.child.pid})`);

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 120_000);
});
