import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase, prepareDatabase, resolveSessionSecret } from './boot';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { ensureWebBuild } from './spa/ensure-build';
import { createStorage } from './storage/create-storage';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const say = (message: string) => process.stdout.write(`${message}\n`);

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const apiOnly = process.argv.includes('--api-only');
  const webRoot = apiOnly ? undefined : await ensureWebBuild(projectRoot, say);
  const database = await openDatabase(config, config.logLevel === 'debug' ? say : undefined);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: stopping...`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  let app: Awaited<ReturnType<typeof buildApp>>;
  let storage: Awaited<ReturnType<typeof createStorage>>;
  try {
    await prepareDatabase(database);
    storage = await createStorage(config);
    app = await buildApp({
      config,
      db: database.db,
      sessionSecret: resolveSessionSecret(config),
      storage,
      webRoot,
    });
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
  const files = storage.kind === 's3' ? `S3 bucket ${config.s3?.bucket}` : `${config.dataDir}/objects`;
  say(
    `CMMC Readiness is running on http://${shownHost}:${config.port} (database: ${database.location}; files: ${files})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
