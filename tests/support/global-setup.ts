import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/postgres/embedded';
import { prepareDatabase } from '../../src/server/boot';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run (TEST_DATABASE_URL's server, or an embedded one), and one migrated,
 * seeded template database that every test file copies into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-test-pg-'));
    const server = await startEmbeddedPostgres({ dir: tempDir, persistent: false });
    serverUrl = server.url;
    stopServer = server.stop;
  }
  const template = uniqueDatabaseName('cmmc_template');
  const templateUrl = await createDatabase(serverUrl, template);
  const handle = connectDatabase(templateUrl, { max: 1 });
  await prepareDatabase(handle);
  await handle.close();
  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', template);
  process.stdout.write(`API tests on ${stopServer ? 'an embedded PostgreSQL' : 'TEST_DATABASE_URL'}\n`);

  return async () => {
    await dropDatabase(serverUrl, template);
    await stopServer?.();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
