/**
 * Counts the SQL statements each client read sends, in process: the app built with buildApp on
 * the run's database, the pool reporting every statement (db/client.ts `onQuery`, as
 * tests/api/admin-console-queries.test.ts does), each read asked through `inject` with the
 * realistic organization's session. This counts; it does not time. Statements from background
 * work (the hash backfill at start) can land in a request's count: each read is asked `runs`
 * times and the smallest count is the request's own.
 */
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { connectDatabase } from '../../../src/server/db/client';
import { LOCAL_UPLOAD_ROUTE } from '../../../src/server/storage/create-storage';
import { LocalStorage } from '../../../src/server/storage/local';
import { runWorker, workerInput } from './protocol';

export interface SqlCountInput {
  databaseUrl: string;
  dataDir: string;
  sessionSecret: string;
  cookie: string;
  paths: string[];
  runs: number;
}

export type SqlCountOutput = Record<
  string,
  { statements: number; counts: number[]; sessionStatements: number; status: number; texts: string[] }
>;

runWorker(async () => {
  const input = workerInput<SqlCountInput>();
  let capture: string[] | undefined;
  const database = connectDatabase(input.databaseUrl, { max: 5, onQuery: (text) => capture?.push(text) });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: input.dataDir, DATABASE_URL: input.databaseUrl }),
    db: database.db,
    sessionSecret: input.sessionSecret,
    storage: new LocalStorage(path.join(input.dataDir, 'objects'), LOCAL_UPLOAD_ROUTE),
    logger: false,
  });
  await app.ready();
  const ask = async (url: string) => {
    capture = [];
    const response = await app.inject({ method: 'GET', url, headers: { cookie: input.cookie } });
    const texts = capture;
    capture = undefined;
    return { status: response.statusCode, texts };
  };
  const output: SqlCountOutput = {};
  for (const url of input.paths) await ask(url); // warm-up: first-use work is not the request's own
  for (const url of input.paths) {
    const runs = [];
    for (let i = 0; i < input.runs; i++) runs.push(await ask(url));
    const fewest = runs.reduce((best, run) => (run.texts.length < best.texts.length ? run : best));
    output[url] = {
      statements: fewest.texts.length,
      counts: runs.map((run) => run.texts.length),
      sessionStatements: fewest.texts.filter((text) => /"sessions"/.test(text)).length,
      status: fewest.status,
      texts: fewest.texts.map((text) => text.replace(/\s+/g, ' ').slice(0, 160)),
    };
  }
  await app.close();
  await database.close();
  return output;
});
