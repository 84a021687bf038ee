import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { connectDatabase, type Db } from '../../src/server/db/client';
import { LOCAL_UPLOAD_ROUTE } from '../../src/server/storage/create-storage';
import { LocalStorage } from '../../src/server/storage/local';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database';

export interface TestApp {
  baseUrl: string;
  db: Db;
  databaseUrl: string;
  config: AppConfig;
  storage: ObjectStorage;
  /** Every route of the app, as Fastify added it (HEAD routes included). */
  routes: { method: string; url: string }[];
  close(): Promise<void>;
}

export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';

export interface StartTestAppOptions {
  storage?: ObjectStorage;
  onQuery?: (text: string, values: readonly unknown[]) => void;
  /** A web build to serve, as `npm start` does (dist/web there). */
  webRoot?: string;
}

/** Cheap password hashes for the suite's thousands of accounts (the config allows it under NODE_ENV=test only). */
export const TEST_PASSWORD_HASHING = { NODE_ENV: 'test', PASSWORD_HASH_COST: '10' };

/**
 * The real app, listening on a free loopback port, on a fresh copy of the template database,
 * with evidence on local disk in a fresh folder unless another storage is given.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: StartTestAppOptions = {},
): Promise<TestApp> {
  const objectsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-objects-'));
  const storage = options.storage ?? new LocalStorage(objectsDir, LOCAL_UPLOAD_ROUTE);
  const serverUrl = inject('serverUrl');
  const name = uniqueDatabaseName('cmmc_test');
  const databaseUrl = await createDatabase(serverUrl, name, inject('templateDatabase'));
  const handle = connectDatabase(databaseUrl, {
    max: 5,
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  // Test files register many accounts from 127.0.0.1; the registration limit (D26) has its own test.
  // The staff two-step rule (D20, D33) is off except where a test turns it on (tests/api/totp.test.ts).
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    REGISTRATIONS_PER_HOUR: '100000',
    ADMIN_TOTP_REQUIRED: 'false',
    STAFF_TOTP_REQUIRED: 'false',
    ...TEST_PASSWORD_HASHING,
    ...env,
  });
  const routes: { method: string; url: string }[] = [];
  const app = await buildApp({
    config,
    db: handle.db,
    sessionSecret: TEST_SESSION_SECRET,
    storage,
    logger: false,
    onRoute: (route) => routes.push(route),
    webRoot: options.webRoot,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: handle.db,
    databaseUrl,
    config,
    storage,
    routes,
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase(serverUrl, name);
      fs.rmSync(objectsDir, { recursive: true, force: true });
    },
  };
}
