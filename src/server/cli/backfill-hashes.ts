import { openDatabaseForTool, prepareDatabase } from '../boot';
import { loadConfig } from '../config';
import { backfillEvidenceHashes } from '../evidence/hash-backfill';
import { createStorage } from '../storage/create-storage';
import { runTool } from './tool';

/**
 * `npm run evidence:backfill-hashes`: gives every evidence file stored before D25 its SHA-256
 * (the app also does this in the background when it starts). Exits 1 when some stored object
 * could not be read, listing them; running it again retries only those.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabaseForTool(config);
  try {
    await prepareDatabase(database);
    const storage = await createStorage(config);
    const { hashed, failed } = await backfillEvidenceHashes({ db: database.db, storage });
    process.stdout.write(`Hashed ${hashed} evidence file(s).\n`);
    for (const file of failed) {
      process.stderr.write(`Could not read ${file.objectPath} (evidence ${file.id}): ${file.error}\n`);
    }
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

runTool(main, 'Backfill failed');
