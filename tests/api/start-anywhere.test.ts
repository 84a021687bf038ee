import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_FILE, POINTER_FILE, resolveClusterLocation } from '../../src/server/postgres/cluster-location';
import { findPrograms, freePort, startEmbeddedPostgres } from '../../src/server/postgres/embedded';
import { canRun, ensureServiceUser, reachablePrograms } from '../../src/server/postgres/service-user';
import { runTs, type RunningProcess } from '../support/processes';

/**
 * `npm install && npm start` wherever the checkout is. As root, PostgreSQL runs as the `postgres`
 * user, which cannot pass through a private (mode 700) folder such as /root or `mktemp -d`: the
 * cluster (and, if need be, the PostgreSQL programs) then live under /var/lib/cmmc-readiness.
 */
const isRoot = process.getuid?.() === 0;
const SKIP_REASON =
  'skipped: not running as root, and only as root does PostgreSQL run as another user (postgres) ' +
  'that may be unable to reach the data folder';

const tempRoots: string[] = [];
/** A fresh folder of mode 700 inside another folder of mode 700: out of any other user's reach. */
function privateFolder(): { outer: string; inner: string } {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-private-'));
  fs.chmodSync(outer, 0o700);
  const inner = fs.mkdtempSync(path.join(outer, 'home-'));
  fs.chmodSync(inner, 0o700);
  tempRoots.push(outer);
  return { outer, inner };
}

/** A stand-in for /var/lib/cmmc-readiness, reachable by everyone as that one is. */
function systemFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-system-'));
  fs.chmodSync(dir, 0o755);
  tempRoots.push(dir);
  return dir;
}

const hasStack = (text: string) => /\n\s+at .+:\d+/.test(text);

afterAll(() => {
  for (const dir of tempRoots) fs.rmSync(dir, { recursive: true, force: true });
});

describe('start-up problems', () => {
  it('a port already taken stops the start with one clear sentence, before PostgreSQL starts', async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-port-')), 'data');
      tempRoots.push(path.dirname(dataDir));
      const run = runTs('src/server/main.ts', ['--api-only'], { DATA_DIR: dataDir, PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.output().trim()).toBe(
        `Could not start: Port ${port} is already in use. Stop the other program or set PORT=${port + 1}.`,
      );
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);

  it('a PostgreSQL that will not start says which folder and why, without a stack', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-broken-'));
    tempRoots.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'pg'));
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '9.9\n'); // not a cluster at all
    const run = runTs('src/server/main.ts', ['--api-only'], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(await run.exited).toBe(1);
    const output = run.output().trim();
    expect(output).toMatch(
      new RegExp(
        `^Could not start: The embedded PostgreSQL in ${path.join(dataDir, 'pg')} did not start: postgres stopped .*postgresql\\.conf`,
      ),
    );
    expect(output).toContain('set DATABASE_URL');
    expect(output.split('\n')).toHaveLength(1);
    expect(hasStack(output)).toBe(false);
  }, 60_000);
});

if (!isRoot) {
  describe('starting from a private folder', () => {
    it.skip(SKIP_REASON, () => undefined);
  });
}

describe.runIf(isRoot)('as root, a checkout inside private folders', () => {
  let outer: string;
  let dataDir: string;
  let port: number;
  let app: RunningProcess | undefined;
  let clusterDir: string | undefined;
  const locationLine = () =>
    new RegExp(
      'database: embedded PostgreSQL in (/var/lib/cmmc-readiness/clusters/[0-9a-f]{12}/pg) ' +
        `\\(outside the data folder: the "postgres" user cannot enter ${outer}\\)`,
    );

  beforeAll(async () => {
    ({ outer } = privateFolder());
    dataDir = path.join(fs.mkdtempSync(path.join(outer, 'home-')), 'app', 'data');
    fs.chmodSync(path.dirname(path.dirname(dataDir)), 0o700);
    port = await freePort();
  });

  afterAll(() => {
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL');
    // The relocated cluster lives outside the temporary folders: remove it too.
    if (clusterDir) fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
  });

  const start = () =>
    runTs('src/server/main.ts', ['--api-only'], { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' });

  it('starts healthy, with the cluster kept where the postgres user can reach it', async () => {
    app = start();
    try {
      await app.waitFor(/is running on/);
    } finally {
      clusterDir = fs.existsSync(path.join(dataDir, POINTER_FILE))
        ? fs.readFileSync(path.join(dataDir, POINTER_FILE), 'utf8').trim()
        : undefined;
    }
    expect(app.output()).toMatch(locationLine());
    expect(app.output().match(locationLine())![1]).toBe(clusterDir);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const postgresUser = ensureServiceUser();
    const cluster = fs.statSync(clusterDir!);
    expect(cluster.uid).toBe(postgresUser.uid);
    expect(cluster.mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(clusterDir!, 'PG_VERSION'))).toBe(true);
    expect(fs.readFileSync(path.join(path.dirname(clusterDir!), OWNER_FILE), 'utf8').trim()).toBe(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    // Nothing above the data folder was opened up.
    expect(fs.statSync(outer).mode & 0o777).toBe(0o700);
  }, 120_000);

  it('creates accounts from the command line while it runs', async () => {
    const created = runTs(
      'src/server/cli/user-create.ts',
      [
        '--username',
        'Private.Auditor',
        '--password',
        'auditor-pass-12',
        '--email',
        'p@agency.gov',
        '--role',
        'auditor',
      ],
      { DATA_DIR: dataDir },
    );
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Created auditor account "Private.Auditor"');
  }, 60_000);

  it('stops on SIGINT, and the next start finds the same cluster and its data', async () => {
    app!.child.kill('SIGINT');
    expect(await app!.exited).toBe(0);
    expect(fs.existsSync(path.join(clusterDir!, 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

    app = start();
    await app.waitFor(/is running on/);
    expect(app.output().match(locationLine())![1]).toBe(clusterDir);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'private.auditor', password: 'auditor-pass-12' }),
    });
    // The account and its password are there: the right password reaches the two-step rule (D33).
    expect(login.status).toBe(401);
    expect(((await login.json()) as { code?: string }).code).toBe('totp_enrolment_required');
    app.child.kill('SIGINT');
    expect(await app.exited).toBe(0);
  }, 120_000);
});

describe.runIf(isRoot)('as root, where the cluster of a data folder goes', () => {
  const user = () => ensureServiceUser();

  it('stays in DATA_DIR/pg when the postgres user can enter DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-open-'));
    tempRoots.push(dataDir);
    const location = resolveClusterLocation(dataDir, user(), systemFolder());
    expect(location).toEqual({ clusterDir: path.join(dataDir, 'pg'), stale: false });
    expect(fs.existsSync(path.join(dataDir, POINTER_FILE))).toBe(false);
  });

  it('moves out, is found again, follows a moved data folder and refuses a copied one', () => {
    const system = systemFolder();
    const { inner } = privateFolder();
    const first = path.join(inner, 'data');
    fs.mkdirSync(first);
    const location = resolveClusterLocation(first, user(), system);
    expect(location.clusterDir).toMatch(new RegExp(`^${system}/clusters/[0-9a-f]{12}/pg$`));
    expect(location.stale).toBe(false);
    expect(fs.readFileSync(path.join(first, POINTER_FILE), 'utf8').trim()).toBe(location.clusterDir);
    fs.mkdirSync(location.clusterDir);
    fs.writeFileSync(path.join(location.clusterDir, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(first, 'pg-password'), 'secret');

    expect(resolveClusterLocation(first, user(), system)).toMatchObject({
      clusterDir: location.clusterDir,
      stale: false,
    });

    const moved = path.join(inner, 'moved');
    fs.renameSync(first, moved);
    expect(resolveClusterLocation(moved, user(), system).clusterDir).toBe(location.clusterDir);
    const owner = path.join(path.dirname(location.clusterDir), OWNER_FILE);
    expect(fs.readFileSync(owner, 'utf8').trim()).toBe(moved);

    const copy = path.join(inner, 'copy');
    fs.cpSync(moved, copy, { recursive: true });
    expect(() => resolveClusterLocation(copy, user(), system)).toThrow(/is a copy of .*moved/);
  });

  it('starts afresh when the data folder was deleted and made again at the same path', () => {
    const system = systemFolder();
    const { inner } = privateFolder();
    const dataDir = path.join(inner, 'data');
    fs.mkdirSync(dataDir);
    const { clusterDir } = resolveClusterLocation(dataDir, user(), system);
    fs.mkdirSync(clusterDir);
    fs.writeFileSync(path.join(clusterDir, 'PG_VERSION'), '18\n');

    fs.rmSync(dataDir, { recursive: true });
    fs.mkdirSync(dataDir);
    expect(resolveClusterLocation(dataDir, user(), system)).toMatchObject({ clusterDir, stale: true });
    // Only the pointer lost, the password file still there: the cluster is still this folder's.
    fs.rmSync(path.join(dataDir, POINTER_FILE));
    fs.writeFileSync(path.join(dataDir, 'pg-password'), 'secret');
    expect(resolveClusterLocation(dataDir, user(), system)).toMatchObject({ clusterDir, stale: false });
  });

  it('refuses, with the fix, a cluster already in a DATA_DIR the postgres user cannot enter', () => {
    const { outer, inner } = privateFolder();
    const dataDir = path.join(inner, 'data');
    fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    expect(() => resolveClusterLocation(dataDir, user(), systemFolder())).toThrow(
      new RegExp(`cannot enter ${outer}\\. Allow it through \\(chmod o\\+x ${outer}\\)`),
    );
  });

  it('a data folder deleted and made again gets a fresh cluster that takes its new password', async () => {
    const system = systemFolder();
    const { inner } = privateFolder();
    const dataDir = path.join(inner, 'data');
    fs.mkdirSync(dataDir);
    const first = await startEmbeddedPostgres({ dir: dataDir, systemDir: system });
    await first.stop();
    fs.rmSync(dataDir, { recursive: true });
    fs.mkdirSync(dataDir);
    const second = await startEmbeddedPostgres({ dir: dataDir, systemDir: system });
    expect(second.clusterDir).toBe(first.clusterDir);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: second.url });
    await client.connect(); // with the new password: the old cluster was replaced
    await client.end();
    await second.stop();
  }, 60_000);
});

describe.runIf(isRoot)('as root, PostgreSQL programs the postgres user cannot reach', () => {
  it('are copied once to a folder it can reach, and run from there', async () => {
    const installed = await findPrograms();
    const { inner } = privateFolder();
    const hidden = path.join(inner, 'native');
    fs.cpSync(installed.nativeDir, hidden, { recursive: true, verbatimSymlinks: true });
    const programs = {
      ...installed,
      nativeDir: hidden,
      postgres: path.join(hidden, 'bin', 'postgres'),
      initdb: path.join(hidden, 'bin', 'initdb'),
    };
    const user = ensureServiceUser();
    expect(canRun(user, programs.postgres)).toBe(false);

    const system = systemFolder();
    const reachable = reachablePrograms(programs, user, system);
    expect(reachable.postgres.startsWith(`${system}/postgres/`)).toBe(true);
    expect(canRun(user, reachable.postgres)).toBe(true);
    expect(canRun(user, reachable.initdb)).toBe(true);
    const copiedAt = fs.statSync(reachable.postgres).mtimeMs;
    expect(reachablePrograms(programs, user, system).postgres).toBe(reachable.postgres);
    expect(fs.statSync(reachable.postgres).mtimeMs).toBe(copiedAt);
  }, 60_000);
});
