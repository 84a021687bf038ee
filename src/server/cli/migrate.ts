import { openDatabaseForTool, prepareDatabase } from '../boot';
import { ConfigError, loadConfig } from '../config';

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

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`}\n`,
  );
  process.exit(1);
});
