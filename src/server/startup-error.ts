/**
 * A problem that stops the process from starting, already worded for the person who ran it: what
 * went wrong and what to do about it, in a sentence or two. Printed as is, without a stack.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

interface ListenSettings {
  port: number;
  host: string;
}

type SystemError = Error & {
  code?: string;
  syscall?: string;
  path?: string;
  address?: string;
  port?: number;
  hostname?: string;
};

const FILE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR', 'EEXIST', 'ENOENT']);

/** The sentence for an error from listening on PORT/HOST, or undefined for any other error. */
export function describeListenError(error: unknown, settings: ListenSettings): string | undefined {
  const code: string = (error as SystemError).code ?? '';
  const { port, host } = settings;
  switch (code) {
    case 'EADDRINUSE': {
      const other = port < 65535 ? port + 1 : port - 1;
      return `Port ${port} is already in use. Stop the other program or set PORT=${other}.`;
    }
    case 'EACCES':
    case 'EPERM':
      return `Port ${port} needs administrator rights. Use a port above 1023, e.g. PORT=5000.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST=${host} is not an address of this machine. Use 127.0.0.1 (this machine only) or 0.0.0.0 (all networks).`;
    default:
      return undefined;
  }
}

/** The sentence to print for an error that stopped the start-up, for any kind of error. */
export function describeStartupError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof StartupError) return error.message;
  // Drizzle wraps the driver's error ("Failed query: ...") as its cause.
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const database = describeDatabaseError(cause as SystemError);
    if (database) return database;
  }
  const { code, path: file } = error as SystemError;
  if (code && FILE_CODES.has(code) && file) return describeFileError(code, file);
  return firstLine(error.message);
}

function describeFileError(code: string, file: string): string {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `Permission denied on ${file}. Set DATA_DIR to a folder this user can write, or fix that folder's permissions.`;
    case 'EROFS':
      return `${file} is on a read-only file system. Set DATA_DIR to a writable folder.`;
    case 'ENOSPC':
      return `The disk holding ${file} is full. Free some space and start again.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${file} is in the way: a file where a folder is needed. Move it, or set DATA_DIR elsewhere.`;
    default:
      return `${file} does not exist. Check DATA_DIR.`;
  }
}

function isPgError(error: Error): boolean {
  return typeof (error as { severity?: unknown }).severity === 'string';
}

/** Errors from connecting to the PostgreSQL that DATABASE_URL names. */
function describeDatabaseError(error: SystemError): string | undefined {
  const where = error.address && error.port ? `${error.address}:${error.port}` : 'DATABASE_URL';
  if (error.code === 'ECONNREFUSED') {
    return `Cannot reach PostgreSQL at ${where} (connection refused). Start it, or fix DATABASE_URL.`;
  }
  if (error.code === 'ENOTFOUND' && error.hostname) {
    return `Cannot find the database host "${error.hostname}". Fix DATABASE_URL.`;
  }
  if (!isPgError(error)) return undefined;
  if (error.code === '28P01' || error.code === '28000') {
    return `PostgreSQL refused the login: ${firstLine(error.message)}. Fix the user or password in DATABASE_URL.`;
  }
  if (error.code === '3D000') {
    return `${firstLine(error.message)}. Create it (createdb) or fix the database name in DATABASE_URL.`;
  }
  return `PostgreSQL said: ${firstLine(error.message)}`;
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
