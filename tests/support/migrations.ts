import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database';

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

/** A database of its own, migrated up to `last`, where a migration test fills rows by SQL. */
export interface DatabaseAtMigration {
  /** The rows a statement returns (none for most INSERTs), on a connection of its own. */
  rows<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Applies the migrations after `last`, as the app does at start-up. */
  migrateTheRest(): Promise<void>;
  close(): Promise<void>;
}

export async function databaseAtMigration(
  serverUrl: string,
  prefix: string,
  last: number,
): Promise<DatabaseAtMigration> {
  const name = uniqueDatabaseName(prefix);
  const url = await createDatabase(serverUrl, name);
  const handle = connectDatabase(url, { max: 2 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(handle.db, { migrationsFolder: migrationsUpTo(last) });
  return {
    rows: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[],
    migrateTheRest: () => runMigrations(handle.db),
    async close() {
      await client.end();
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
