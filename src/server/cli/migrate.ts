import { openDatabaseForTool, prepareDatabase } from '../boot';
import { loadConfig } from '../config';
import { runTool } from './tool';

/** Applies the committed migrations and the catalog seed without starting the server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabaseForTool(config);
  try {
    await prepareDatabase(database);
    process.stdout.write(`Database is up to date (${database.location}).\n`);
  } finally {
    await database.close();
  }
}

runTool(main, 'Migration failed');
