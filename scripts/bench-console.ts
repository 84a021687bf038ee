/**
 * `npm run bench:console`: how fast the admin console's lists answer on a seeded database
 * (`npm run seed:demo -- --organizations 10000` first). BENCH_DATABASE_URL names it. For each list
 * (first page, a search, a filter, a late page) it prints the median time of the HTTP request and
 * the statements the request sent, each with its EXPLAIN ANALYZE execution time and plan root.
 * Prints figures; asserts nothing. (`npm run bench -- --large` times the main ones under load
 * conditions, with the app as its own process: section c.)
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../src/server/app';
import { SYSTEM_ACTOR } from '../src/server/access/actor';
import { createUser } from '../src/server/auth/users';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/client';
import { LOCAL_UPLOAD_ROUTE } from '../src/server/storage/create-storage';
import { LocalStorage } from '../src/server/storage/local';
import { ADMIN_CASES, casePath } from './bench/admin-cases';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a database seeded with npm run seed:demo');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

let capture: { text: string; values: readonly unknown[] }[] | undefined;
const database = connectDatabase(url, {
  max: 10,
  statementTimeoutMs: 0,
  onQuery: (text, values) => capture?.push({ text, values }),
});
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-bench-console-'));
const app = await buildApp({
  // The console bench signs in with a password only: two-step sign-in is not what it times.
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: workDir, ADMIN_TOTP_REQUIRED: 'false' }),
  db: database.db,
  sessionSecret: 'bench-secret-bench-secret-bench-secret',
  storage: new LocalStorage(path.join(workDir, 'objects'), LOCAL_UPLOAD_ROUTE),
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const username = `bench_admin_${Date.now().toString(36)}`;
await createUser(
  database.db,
  SYSTEM_ACTOR,
  {
    username,
    password: 'bench-admin-password',
    email: `${username}@agency.example`,
    role: 'admin',
  },
  'by the console bench',
);
const login = await fetch(`${base}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password: 'bench-admin-password' }),
});
if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The total of a list, from its first page: a middle or last page is found from it. */
async function listTotal(route: string): Promise<number> {
  const response = await fetch(`${base}${route}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { total: number }).total;
}

for (const adminCase of ADMIN_CASES) {
  const route = adminCase.depth ? casePath(adminCase, await listTotal(adminCase.path)) : adminCase.path;
  const label = adminCase.depth
    ? `${adminCase.label} (${route.replace(/.*[?&]page=/, 'page ')})`
    : adminCase.label;
  const times: number[] = [];
  let total = 0;
  let statements: { text: string; values: readonly unknown[] }[] = [];
  for (let run = 0; run < RUNS; run++) {
    capture = [];
    const started = performance.now();
    const response = await fetch(`${base}${route}`, { headers: { cookie } });
    const text = await response.text();
    const body = (
      route.includes('.csv') ? { total: text.trimEnd().split('\r\n').length - 1 } : JSON.parse(text)
    ) as {
      total?: number;
      summary?: { totalUsers: number };
    };
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`);
    total = body.total ?? body.summary?.totalUsers ?? 0;
    statements = capture.filter(({ text }) => !/"sessions"/.test(text));
  }
  capture = undefined;
  console.log(
    `${label.padEnd(44)} ${median(times).toFixed(0).padStart(5)} ms  total ${total.toLocaleString('en-US')}  (${statements.length} statements)`,
  );
  for (const { text, values } of statements) {
    const result = await database.pool.query(`explain (analyze, format json) ${text}`, [...values]);
    const [plan] = (
      result.rows[0] as { 'QUERY PLAN': { Plan: { 'Node Type': string }; 'Execution Time': number }[] }
    )['QUERY PLAN'];
    const summary = text.replace(/\s+/g, ' ').slice(0, 70);
    console.log(
      `    ${plan!['Execution Time'].toFixed(1).padStart(8)} ms  ${plan!.Plan['Node Type'].padEnd(14)} ${summary}`,
    );
  }
}

await app.close();
await database.close();
fs.rmSync(workDir, { recursive: true, force: true });
