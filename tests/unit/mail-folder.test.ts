import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, emlFileName } from '../../src/server/mail/mailer';
import { describeStartupError } from '../../src/server/startup-error';

/* SMTP_URL=file:///path/to/folder (issue 23): the folder and the names of its files. */

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the mail folder', () => {
  it('stops the start-up with a sentence naming SMTP_URL when the folder cannot be made', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-mail-unit-'));
    made.push(root);
    // A file where a folder of the path should be.
    fs.writeFileSync(path.join(root, 'in-the-way'), 'x');
    const folder = path.join(root, 'in-the-way', 'mail');
    let error: unknown;
    try {
      createMailer({ folder, from: 'Desk <desk@example.com>' });
    } catch (caught) {
      error = caught;
    }
    expect(describeStartupError(error)).toBe(
      `SMTP_URL: cannot write mail into the folder ${folder} (ENOTDIR). Choose a folder this user can create and write.`,
    );
  });

  it('names files by UTC time to the millisecond, then a sequence, so that names sort by time', () => {
    const at = new Date('2025-01-31T09:05:07.123Z');
    const first = emlFileName(at);
    const second = emlFileName(at);
    const later = emlFileName(new Date('2025-01-31T09:05:07.124Z'));
    expect(first).toMatch(/^2025-01-31T09-05-07-123Z-\d{6}-[0-9a-f]{6}\.eml$/);
    expect(first).not.toBe(second);
    expect([later, second, first].sort()).toEqual([first, second, later]);
  });
});
