/**
 * The bench's PostgreSQL: an embedded one in a temporary folder (as `npm start` would run), or
 * the server of BENCH_DATABASE_URL / DATABASE_URL. Either way a fresh database is created on it
 * for this run and dropped at the end.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/postgres/embedded';
import { deferCleanup, makeTempDir } from './cleanup';

export interface BenchDatabase {
  /** The fresh database of this run. */
  url: string;
  kind: 'embedded' | 'external';
  /** The postmaster's pid when it is ours (its CPU is then counted). */
  postmasterPid(): number | undefined;
  version: string;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  let url = serverUrl;
  let postmasterPid: () => number | undefined = () => undefined;
  if (!url) {
    const dir = makeTempDir('cmmc-bench-pg-', os.tmpdir());
    const embedded = await startEmbeddedPostgres({ dir, persistent: false });
    deferCleanup('stop the embedded PostgreSQL', () => embedded.stop());
    url = embedded.url;
    postmasterPid = () => embedded.pid();
  }
  const name = `cmmc_bench_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const version = await onServer(url, async (client) => {
    await client.query(`create database "${name}"`);
    return ((await client.query('show server_version')).rows[0] as { server_version: string }).server_version;
  });
  // An embedded server goes away with its whole cluster; on someone else's server, the database goes.
  const serverAdminUrl = url;
  if (serverUrl) {
    deferCleanup(`drop database ${name}`, () =>
      onServer(serverAdminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
    );
  }
  return {
    url: withDatabase(url, name),
    kind: serverUrl ? 'external' : 'embedded',
    postmasterPid,
    version,
  };
}
