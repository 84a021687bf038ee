import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/server/db/migrations');

/**
 * The committed migrations up to index `last`, in a folder of their own: a migration test fills a
 * database as the app left it at `last`, then applies the rest.
 */
export function migrationsUpTo(last: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-migrations-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
