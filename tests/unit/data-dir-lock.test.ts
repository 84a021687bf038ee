import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirInUseError,
  lockHolder,
  processStartTime,
} from '../../src/server/postgres/data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-lock-'));
const lockRecord = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')) as unknown;

describe('acquireDataDirLock', () => {
  it('lets one holder in and refuses a second while the first lives', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    release();
    const again = acquireDataDirLock(dir);
    again();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'app.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(lockRecord(dir)).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });

  it('records the pid and start time of its holder', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(lockRecord(dir)).toMatchObject({ pid: process.pid, startTime: processStartTime(process.pid) });
    expect(lockHolder(dir)).toBe(process.pid);
    release();
  });

  it('is not held by a live process that started at another time than the holder (a reused pid)', () => {
    const dir = tempDir();
    const otherStart = String(Number(processStartTime(process.pid)) + 1);
    fs.writeFileSync(path.join(dir, 'app.lock'), JSON.stringify({ pid: process.pid, startTime: otherStart }));
    expect(lockHolder(dir)).toBeUndefined();
    acquireDataDirLock(dir)();
  });

  it('trusts a live pid in an older, pid-only lock', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'app.lock'), String(process.pid));
    expect(lockHolder(dir)).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
  });
});
