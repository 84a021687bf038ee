import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_NAME } from '../../contract/constants';

export class DataDirInUseError extends Error {}

const LOCK_FILE = 'app.lock';

/** What the lock file records: enough to tell the holder from a later process given the same pid. */
interface LockRecord {
  pid: number;
  /** The process's start time (field 22 of /proc/<pid>/stat, clock ticks since boot), on Linux. */
  startTime?: string;
  /** For the person reading the file. */
  host?: string;
}

/** When the process started, as the kernel counts it; undefined when it is gone or unknowable. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRecord(lockPath: string): LockRecord | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8').trim();
  } catch {
    return undefined;
  }
  // Older versions wrote the pid alone.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    return typeof record.pid === 'number' ? (record as LockRecord) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process the record names is still the one running under that pid. */
function isHeld(record: LockRecord): boolean {
  const { pid, startTime } = record;
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (!isAlive(pid)) return false;
  if (!startTime) return true; // Nothing more to compare (an old lock, no /proc): trust the pid.
  const now = processStartTime(pid);
  return now === undefined || now === startTime;
}

/** The pid written in the lock file, when that process is still running. */
export function lockHolder(dataDir: string): number | undefined {
  const record = readRecord(path.join(dataDir, LOCK_FILE));
  return record && isHeld(record) ? record.pid : undefined;
}

function ownRecord(): string {
  const record: LockRecord = { pid: process.pid, host: os.hostname() };
  const startTime = processStartTime(process.pid);
  if (startTime) record.startTime = startTime;
  return `${JSON.stringify(record)}\n`;
}

/**
 * Makes sure one process at a time owns DATA_DIR (its embedded PostgreSQL and its files).
 * A lock left by a process that has died is taken over, even when another process now runs under
 * its pid (a container restarted, the pid reused): the lock records the holder's start time too.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, ownRecord(), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== undefined) {
        throw new DataDirInUseError(
          `Another ${PRODUCT_NAME} process (pid ${holder}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or give this process its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}
