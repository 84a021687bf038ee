import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from '../../src/server/db/data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-lock-'));

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
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });
});
