import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { connectDatabase, type Db } from '../../src/server/db/client';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database';

export interface TestApp {
  baseUrl: string;
  db: Db;
  databaseUrl: string;
  config: AppConfig;
  close(): Promise<void>;
}

export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';

/** The real app, listening on a free loopback port, on a fresh copy of the template database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const serverUrl = inject('serverUrl');
  const name = uniqueDatabaseName('cmmc_test');
  const databaseUrl = await createDatabase(serverUrl, name, inject('templateDatabase'));
  const handle = connectDatabase(databaseUrl, { max: 5 });
  const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...env });
  const app = await buildApp({ config, db: handle.db, sessionSecret: TEST_SESSION_SECRET, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: handle.db,
    databaseUrl,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
