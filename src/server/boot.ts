import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from './config';
import { connectDatabase, type DatabaseHandle } from './db/client';
import { acquireDataDirLock, lockHolder } from './postgres/data-dir-lock';
import { PASSWORD_FILE, startEmbeddedPostgres, type EmbeddedDatabase } from './postgres/embedded';
import { runMigrations } from './db/migrate';
import { seedCatalog } from './catalog/seed';

const EMBEDDED_DATABASE = 'cmmc';

export interface OpenedDatabase extends DatabaseHandle {
  /** Human-readable description of where the data lives, for the start-up log. */
  location: string;
}

export function ensureDataDir(dataDir: string): void {
  // Traversable by the `postgres` system user that runs the embedded server when we are root (when
  // the folders above it are not, the cluster is kept elsewhere: see postgres/cluster-location.ts).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o711 });
}

async function ensureDatabaseExists(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const portFile = (dataDir: string) => path.join(dataDir, 'pg-port');

/**
 * Opens the database the configuration names: DATABASE_URL, or a PostgreSQL of our own under
 * DATA_DIR, started here and stopped by `close()`.
 */
export async function openDatabase(
  config: AppConfig,
  log: (message: string) => void = () => undefined,
  notice: (message: string) => void = () => undefined,
): Promise<OpenedDatabase> {
  const poolOptions = {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  };
  if (config.databaseUrl) {
    const handle = connectDatabase(config.databaseUrl, poolOptions);
    return { ...handle, location: `PostgreSQL at ${new URL(config.databaseUrl).host}` };
  }
  ensureDataDir(config.dataDir);
  const releaseLock = acquireDataDirLock(config.dataDir);
  let started: EmbeddedDatabase | undefined;
  try {
    const server = await startEmbeddedPostgres({
      dir: config.dataDir,
      log,
      notice,
      avoidPorts: [config.port],
    });
    started = server;
    const url = withDatabase(server.url, EMBEDDED_DATABASE);
    await ensureDatabaseExists(server.url, EMBEDDED_DATABASE);
    fs.writeFileSync(portFile(config.dataDir), new URL(url).port, { mode: 0o600 });
    const handle = connectDatabase(url, poolOptions);
    return {
      ...handle,
      location: `embedded PostgreSQL in ${server.clusterDir}${server.relocatedNote ? ` (${server.relocatedNote})` : ''}`,
      close: async () => {
        try {
          await handle.close();
          await server.stop();
        } finally {
          fs.rmSync(portFile(config.dataDir), { force: true });
          releaseLock();
        }
      },
    };
  } catch (error) {
    await started?.stop().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

/**
 * For command-line tools: the database of the app process that already runs on DATA_DIR, or,
 * when none runs, the database opened as the app would.
 */
export async function openDatabaseForTool(config: AppConfig): Promise<OpenedDatabase> {
  if (!config.databaseUrl && lockHolder(config.dataDir) !== undefined) {
    const port = fs.readFileSync(portFile(config.dataDir), 'utf8').trim();
    const password = fs.readFileSync(path.join(config.dataDir, PASSWORD_FILE), 'utf8').trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
    return { ...connectDatabase(url, { max: 2 }), location: 'the running app’s embedded PostgreSQL' };
  }
  return openDatabase(config);
}

/**
 * Brings a database to the current schema and catalog, on a connection of its own without the
 * statement timeout: a migration may legitimately take longer than any request should.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  const unlimited = connectDatabase(handle.url, { max: 1, statementTimeoutMs: 0 });
  try {
    await runMigrations(unlimited.db);
    await seedCatalog(unlimited.db);
  } finally {
    await unlimited.close();
  }
}

/** The secret that keys session ids: SESSION_SECRET, or one generated once and kept in DATA_DIR. */
export function resolveSessionSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  ensureDataDir(config.dataDir);
  const file = path.join(config.dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
