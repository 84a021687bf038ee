import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../src/server/postgres/embedded';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database';
import { runTs, type RunningProcess } from './processes';

export interface AppProcess {
  server: RunningProcess;
  baseUrl: string;
  databaseUrl: string;
  /** Its DATA_DIR: evidence is stored under `objects/`. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The app as its own process (`src/server/main.ts --api-only`), on a fresh copy of the template
 * database and a fresh data folder: for tests that measure the process itself (its memory).
 */
export async function startAppProcess(name: string): Promise<AppProcess> {
  const database = uniqueDatabaseName(`cmmc_${name}`);
  const databaseUrl = await createDatabase(inject('serverUrl'), database, inject('templateDatabase'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cmmc-${name}-`));
  const port = await freePort();
  const server = runTs('src/server/main.ts', ['--api-only'], {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  await server.waitFor(/is running on/);
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl,
    dataDir,
    async stop() {
      server.child.kill('SIGINT');
      await server.exited;
      await dropDatabase(inject('serverUrl'), database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
