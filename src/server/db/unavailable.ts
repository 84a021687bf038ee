/** Socket errors of a database that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's codes for "not now": 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up, recovering), 57014 statement cancelled (the statement timeout), and
 * class 08, connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014']);

/** The pg driver's own errors for a lost, refused or timed-out connection carry no code. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/**
 * Whether an error means the database could not be reached or did not answer in time, rather than
 * a mistake in the query. Drizzle wraps the driver's error as its `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let depth = 0, current = error; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code))) {
      return true;
    }
    if (DRIVER_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
