import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';
import {
  canEnter,
  DEFAULT_SYSTEM_DIR,
  ensureSystemFolder,
  firstBlockedFolder,
  type ServiceUser,
} from './service-user';

/**
 * Where the embedded PostgreSQL cluster of a data folder lives.
 *
 * Normally in DATA_DIR/pg. When we are root and the `postgres` user that runs PostgreSQL cannot
 * enter DATA_DIR (a checkout under /root or under `mktemp -d`), the cluster lives instead in
 * `<systemDir>/clusters/<hash of DATA_DIR's real path>/pg`, owned by that user, and DATA_DIR holds
 * a pointer file (`pg-location`) naming it. The pointer is what later starts follow, so a data
 * folder that is moved keeps its cluster; one that is copied is refused (two data folders must
 * not share one cluster); one that is deleted and made again starts with an empty cluster, as it
 * would with the cluster inside it.
 */
export interface ClusterLocation {
  clusterDir: string;
  /** Set when the cluster is outside DATA_DIR: why, for the start-up line. */
  relocatedNote?: string;
  /** The cluster folder holds a cluster of an earlier data folder that is gone: start afresh. */
  stale: boolean;
}

/** The pointer file in DATA_DIR naming a cluster kept outside it. */
export const POINTER_FILE = 'pg-location';
/** In the folder of a relocated cluster: the real path of the data folder it belongs to. */
export const OWNER_FILE = 'data-dir';

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the data folder at `dataDir` exists and names `clusterDir` in its pointer file. */
function pointsAt(dataDir: string, clusterDir: string): boolean {
  return readText(path.join(dataDir, POINTER_FILE)) === clusterDir;
}

export function relocatedClustersDir(systemDir = DEFAULT_SYSTEM_DIR): string {
  return path.join(systemDir, 'clusters');
}

/** The folder (holding `pg/` and the owner file) a relocated cluster of `realDataDir` gets. */
export function relocatedClusterHome(
  realDataDir: string,
  systemDir = DEFAULT_SYSTEM_DIR,
  attempt = 0,
): string {
  const key = attempt === 0 ? realDataDir : `${realDataDir}#${attempt}`;
  const hash = crypto.createHash('sha256').update(key).digest('hex').slice(0, 12);
  return path.join(relocatedClustersDir(systemDir), hash);
}

/** As root only: o+x on DATA_DIR itself (ours, made 0711), never on the folders above it. */
function allowTraversal(dir: string): void {
  try {
    const { mode } = fs.statSync(dir);
    if ((mode & 0o001) === 0) fs.chmodSync(dir, (mode & 0o7777) | 0o001);
  } catch {
    // Not ours to change: whether the postgres user can enter it is checked next.
  }
}

export function resolveClusterLocation(
  dataDir: string,
  user: ServiceUser | undefined,
  systemDir = DEFAULT_SYSTEM_DIR,
): ClusterLocation {
  const inside = path.join(dataDir, 'pg');
  const realDataDir = fs.realpathSync(dataDir);
  const pointer = readText(path.join(dataDir, POINTER_FILE));

  if (pointer) {
    if (!user) {
      throw new StartupError(
        `This data folder's database is in ${pointer}, set up when the app ran as root. ` +
          'Start the app as root again, or use another DATA_DIR.',
      );
    }
    const home = path.dirname(pointer);
    const owner = readText(path.join(home, OWNER_FILE));
    if (owner && owner !== realDataDir && pointsAt(owner, pointer)) {
      throw new StartupError(
        `The data folder ${dataDir} is a copy of ${owner}, and both name the same database (${pointer}). ` +
          `Delete ${path.join(dataDir, POINTER_FILE)} to give this copy an empty database of its own, or use ${owner}.`,
      );
    }
    // A data folder that moved takes its cluster with it.
    claim(home, realDataDir);
    const blocked = firstBlockedFolder(user, realDataDir);
    const note = blocked
      ? `outside the data folder: the "${user.name}" user cannot enter ${blocked}`
      : `outside the data folder, as ${path.join(dataDir, POINTER_FILE)} records`;
    return { clusterDir: pointer, relocatedNote: note, stale: false };
  }

  if (!user) return { clusterDir: inside, stale: false };
  if (canEnter(user, path.dirname(realDataDir))) {
    allowTraversal(realDataDir);
    if (canEnter(user, realDataDir)) return { clusterDir: inside, stale: false };
  }

  const blocked = firstBlockedFolder(user, realDataDir) ?? realDataDir;
  if (fs.existsSync(path.join(inside, 'PG_VERSION'))) {
    throw new StartupError(
      `The database in ${inside} cannot be reached by the "${user.name}" user that runs PostgreSQL, ` +
        `because it cannot enter ${blocked}. Allow it through (chmod o+x ${blocked}) or move the data folder ` +
        'somewhere it can reach.',
    );
  }

  for (let attempt = 0; ; attempt++) {
    const home = relocatedClusterHome(realDataDir, systemDir, attempt);
    const owner = readText(path.join(home, OWNER_FILE));
    const clusterDir = path.join(home, 'pg');
    // Taken by another live data folder (a hash clash, or the folder that used to live here and moved).
    if (owner && owner !== realDataDir && pointsAt(owner, clusterDir)) continue;
    const leftOver = fs.existsSync(home) && fs.readdirSync(home).some((name) => name !== OWNER_FILE);
    // Only the pointer file was lost (the password file is still here): the cluster is still ours.
    const ours = owner === realDataDir && fs.existsSync(path.join(dataDir, 'pg-password'));
    claim(home, realDataDir);
    fs.writeFileSync(path.join(dataDir, POINTER_FILE), `${clusterDir}\n`, { mode: 0o644 });
    return {
      clusterDir,
      relocatedNote: `outside the data folder: the "${user.name}" user cannot enter ${blocked}`,
      // Otherwise a cluster found there was left by a data folder of this path that was deleted
      // (with its password file): it is replaced by an empty one, as it would be inside DATA_DIR.
      stale: leftOver && !ours,
    };
  }
}

/** Makes `home` (root-owned, passable) and records which data folder owns it. */
function claim(home: string, realDataDir: string): void {
  ensureSystemFolder(path.dirname(home));
  ensureSystemFolder(home);
  const ownerFile = path.join(home, OWNER_FILE);
  if (readText(ownerFile) !== realDataDir) fs.writeFileSync(ownerFile, `${realDataDir}\n`, { mode: 0o644 });
}
