import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  /** The connection URL, for a separate connection with other settings (migrations). */
  url: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  max?: number;
  /** Waiting for a connection (a new one, or a free one of the pool). */
  connectTimeoutMs?: number;
  /** One statement: PostgreSQL cancels it after this long; 0 for no limit (migrations). */
  statementTimeoutMs?: number;
  /** A lost connection, reported once per connection (it is replaced, nothing else to do). */
  onConnectionError?: (error: Error) => void;
  /** Told of every statement sent: tests count statements per request, the console bench explains them. */
  onQuery?: (text: string, values: readonly unknown[]) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** Beyond the statement timeout, how long the driver waits for a server that says nothing at all. */
const UNRESPONSIVE_GRACE_MS = 2000;
const POOL_CLOSE_LIMIT_MS = 5000;

type QueryArgs = unknown[];

/**
 * When the driver gives up on a silent server ("Query read timeout"), the connection stays busy
 * with the abandoned statement, and whatever is sent next (a transaction's rollback, the next
 * request given this client) waits behind it. Closing the connection instead fails those at once
 * and the pool replaces the client.
 */
function dropConnectionOnReadTimeout(client: pg.PoolClient): void {
  const drop = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  client.query = ((...args: QueryArgs) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        drop(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  }) as typeof client.query;
}

/** Tells `onQuery` of each statement the client sends, before it goes. */
function reportQueries(
  client: pg.PoolClient,
  onQuery: (text: string, values: readonly unknown[]) => void,
): void {
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  client.query = ((...args: QueryArgs) => {
    // (text, values?), or (config, values?) where the config may hold the values itself.
    const [first, second] = args;
    const config =
      typeof first === 'string' ? { text: first } : (first as { text?: unknown; values?: unknown });
    const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
    onQuery(String(config.text ?? ''), values as unknown[]);
    return query(...args);
  }) as typeof client.query;
}

/**
 * A pool whose every wait is bounded, so that a database that stalls or disappears turns requests
 * into quick 503s (http/errors.ts) instead of hanging them: the connection attempt, each statement
 * (cancelled by the server), a server that does not answer at all (the driver gives up), and a
 * transaction left open.
 */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(statementTimeout > 0
      ? {
          statement_timeout: statementTimeout,
          query_timeout: statementTimeout + UNRESPONSIVE_GRACE_MS,
          idle_in_transaction_session_timeout: Math.max(60_000, statementTimeout * 2),
        }
      : {}),
  });
  const report = options.onConnectionError ?? (() => undefined);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => report(error));
  // Nor may a checked-out one (the pool listens to idle clients only): its query fails instead,
  // and the pool drops it when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => report(error));
    dropConnectionOnReadTimeout(client);
    if (options.onQuery) reportQueries(client, options.onQuery);
  });
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    url,
    // A client never given back must not keep the process from stopping.
    close: () =>
      Promise.race([
        pool.end(),
        new Promise<void>((resolve) => setTimeout(resolve, POOL_CLOSE_LIMIT_MS).unref()),
      ]),
  };
}

/**
 * The connection settings of the pool behind a database handle, for a connection of its own that
 * must not be one of the pool's (a listener holds its connection for good).
 */
export function connectionSettingsOf(db: Db): pg.ClientConfig {
  return (db as unknown as { $client: pg.Pool }).$client.options;
}
