/** Reading the errors that `apiRequest` throws ("{status}: {body}"). */
import { ERROR_CODES, type ErrorCode } from '../../contract/constants';

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*/.test(error.message);
}

export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/** The server's `message` (decision D5) when the body carries one; otherwise `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: a network failure or a proxy's page says nothing a user can act on.
  }
  return fallback;
}

/** For a toast's description: the server's message, or `fallback`. */
export const serverMessageOr =
  (fallback: string) =>
  (error: unknown): string =>
    serverMessage(error, fallback);

/** Field messages of a 400 or 409 envelope, to show beside the fields they concern. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { errors?: Record<string, string> };
    return parsed.errors ?? {};
  } catch {
    return {};
  }
}

/** The envelope's machine-readable reason (D5), such as `totp_required`; undefined when absent. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { code?: unknown };
    return ERROR_CODES.find((code) => code === parsed.code);
  } catch {
    return undefined;
  }
}
