/**
 * `npm run bench`: throughput and latency of the main API calls on a real PostgreSQL (an embedded
 * one in a temporary folder, or BENCH_DATABASE_URL's server). Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { prepareDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { LOCAL_UPLOAD_ROUTE } from '../src/server/storage/create-storage';
import { LocalStorage } from '../src/server/storage/local';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-bench-'));
const embedded = process.env.BENCH_DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: workDir, persistent: false });
const database = connectDatabase(process.env.BENCH_DATABASE_URL ?? embedded!.url, { max: 10 });
await prepareDatabase(database);
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: workDir });
const app = await buildApp({
  config,
  db: database.db,
  sessionSecret: 'bench-secret-bench-secret-bench-secret',
  storage: new LocalStorage(path.join(workDir, 'objects'), LOCAL_UPLOAD_ROUTE),
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const id = Date.now().toString(36);
const signUp = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: `bench_${id}`,
    password: 'bench-password',
    confirmPassword: 'bench-password',
    email: `bench_${id}@example.com`,
    businessName: 'Bench Co',
    industry: 'Other',
  }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
for (const controlId of ['AC.L1-3.1.1', 'IA.L1-3.5.1', 'PE.L1-3.10.1']) {
  await fetch(`${base}/api/implementations`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ controlId, status: 'completed', notes: 'done' }),
  });
}

const cases: { name: string; method?: 'GET' | 'PUT'; path: string; body?: string }[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/auth/user', path: '/api/auth/user' },
  { name: 'GET /api/controls', path: '/api/controls' },
  { name: 'GET /api/progress/overall', path: '/api/progress/overall' },
  { name: 'GET /api/progress/domains', path: '/api/progress/domains' },
  { name: 'GET /api/implementations', path: '/api/implementations' },
  { name: 'GET /api/activity', path: '/api/activity?pageSize=5' },
  {
    name: 'PUT /api/implementations',
    method: 'PUT',
    path: '/api/implementations',
    body: JSON.stringify({ controlId: 'SC.L1-3.13.1', status: 'in_progress', notes: 'bench' }),
  },
];

process.stdout.write(
  `${CONNECTIONS} connections, ${DURATION_SECONDS} s per call, ${os.cpus().length} cores\n`,
);
process.stdout.write('call                          req/s    p50 ms   p99 ms   errors\n');
for (const benchCase of cases) {
  const result = await autocannon({
    url: `${base}${benchCase.path}`,
    method: benchCase.method ?? 'GET',
    body: benchCase.body,
    headers: { cookie, 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  const row = [
    benchCase.name.padEnd(28),
    result.requests.average.toFixed(0).padStart(7),
    result.latency.p50.toFixed(1).padStart(9),
    result.latency.p99.toFixed(1).padStart(8),
    String(result.errors + result.non2xx).padStart(8),
  ];
  process.stdout.write(`${row.join('  ')}\n`);
}

await app.close();
await database.close();
await embedded?.stop();
fs.rmSync(workDir, { recursive: true, force: true });
