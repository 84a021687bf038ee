import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase, prepareDatabase, resolveSessionSecret, type OpenedDatabase } from './boot';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { ensureWebBuild } from './spa/ensure-build';
import { describeListenError, describeStartupError, StartupError } from './startup-error';
import { createStorage } from './storage/create-storage';
import { PRODUCT_NAME } from '../contract/constants';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const say = (message: string) => process.stdout.write(`${message}\n`);

let config: AppConfig | undefined;
let database: OpenedDatabase | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;

/** In-flight requests get this long to finish once a stop is asked for; then they are cut. */
const DRAIN_LIMIT_MS = 10_000;
/** Should stopping itself hang (it should not), the process still ends. */
const STOP_LIMIT_MS = 45_000;

let closing = false;
/**
 * A clean stop: no new connections, in-flight requests finish (new ones on open connections get
 * Fastify's 503), then the pool closes, PostgreSQL stops and the data folder lock goes.
 */
async function shutdown(signal: string, exitCode = 0): Promise<void> {
  if (closing) return;
  closing = true;
  say(`${signal}: stopping...`);
  setTimeout(() => {
    process.stderr.write(`Did not stop within ${STOP_LIMIT_MS / 1000} seconds; exiting.\n`);
    process.exit(1);
  }, STOP_LIMIT_MS).unref();
  await app?.close().catch((error: unknown) => app?.log.warn({ err: error }, 'while stopping the server'));
  await database?.close().catch((error: unknown) => say(`While stopping the database: ${String(error)}`));
  process.exit(exitCode);
}
// From the start: a Ctrl+C while PostgreSQL starts still stops it (see postgres/embedded.ts).
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Every start-up problem ends here: one clear message (no stack), exit code 1. */
async function fail(error: unknown): Promise<never> {
  if (closing) process.exit(1);
  closing = true;
  process.stderr.write(`Could not start: ${describeStartupError(error)}\n`);
  if (config?.logLevel === 'debug' || config?.logLevel === 'trace') {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  }
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
}

// Until the app listens, an error thrown outside the awaited path (an 'error' event nobody
// listens to, say) is still a start-up problem, not a crash with a stack trace.
const onStartupCrash = (error: unknown) => void fail(error);
process.on('uncaughtException', onStartupCrash);
process.on('unhandledRejection', onStartupCrash);

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

/** Fails fast, before PostgreSQL starts, when PORT is taken or HOST is not ours. */
function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(new StartupError(describeListenError(error, { port, host }) ?? error.message)),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Counts requests in flight, and makes closing the app wait (at most DRAIN_LIMIT_MS) for them to
 * finish before the connections are cut and the database closes under them.
 */
function trackInFlightRequests(server: NonNullable<typeof app>): void {
  let inFlight = 0;
  let drained: (() => void) | undefined;
  server.server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
  });
  server.addHook('preClose', async () => {
    if (inFlight === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_LIMIT_MS);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}

async function main(): Promise<void> {
  config = readConfig();
  const settings = config;
  const apiOnly = process.argv.includes('--api-only');
  await checkPortFree(settings.port, settings.host);
  const webRoot = apiOnly ? undefined : await ensureWebBuild(projectRoot, say);
  const opened = await openDatabase(settings, settings.logLevel === 'debug' ? say : undefined, say);
  database = opened;
  await prepareDatabase(opened);
  const storage = await createStorage(settings);
  app = await buildApp({
    config: settings,
    db: opened.db,
    sessionSecret: resolveSessionSecret(settings),
    storage,
    webRoot,
  });
  trackInFlightRequests(app);
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    const listenProblem = describeListenError(error, settings);
    throw listenProblem ? new StartupError(listenProblem) : error;
  }
  process.off('uncaughtException', onStartupCrash);
  process.off('unhandledRejection', onStartupCrash);
  const running = app;
  // A promise nobody awaited that fails (a query abandoned by a timeout, say) is logged, never a
  // crash. An uncaught exception leaves the process in an unknown state: it is logged and the
  // process stops cleanly with exit code 1 (while stopping, it is only logged).
  process.on('unhandledRejection', (reason) => running.log.warn({ err: reason }, 'unhandled rejection'));
  process.on('uncaughtException', (error) => {
    running.log.error({ err: error }, 'uncaught exception');
    void shutdown('uncaught exception', 1);
  });
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(settings.host) ? 'localhost' : settings.host;
  const files = storage.kind === 's3' ? `S3 bucket ${settings.s3?.bucket}` : `${settings.dataDir}/objects`;
  say(
    `${PRODUCT_NAME} is running on http://${shownHost}:${settings.port} (database: ${opened.location}; files: ${files})`,
  );
}

main().catch(fail);
