import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, lockHolder, processStartTime } from '../../src/server/db/data-dir-lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-lock-'));
const lockFile = path.join(dir, 'app.lock');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('records the pid and start time of its holder, and frees the folder when released', () => {
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      startTime: processStartTime(process.pid),
    });
    expect(lockHolder(dir)).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(/already using the data folder/);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('is not held by a live process that started at another time than the holder (a reused pid)', () => {
    const otherStart = String(Number(processStartTime(process.pid)) + 1);
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startTime: otherStart }));
    expect(lockHolder(dir)).toBeUndefined();
    acquireDataDirLock(dir)();
  });

  it('is not held by a process that is gone; an old pid-only lock trusts a live pid', () => {
    fs.writeFileSync(lockFile, '2147483646');
    expect(lockHolder(dir)).toBeUndefined();
    fs.writeFileSync(lockFile, String(process.pid));
    expect(lockHolder(dir)).toBe(process.pid);
    fs.rmSync(lockFile);
  });
});
