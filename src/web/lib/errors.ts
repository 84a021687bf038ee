/** Reading the errors that the request helper throws: an `ApiError` ("{status}: {body}"). */
import { ERROR_CODES, type ErrorCode } from '../../contract/constants';
import type { ErrorEnvelope } from '../../contract/errors';
import { ApiError } from './api';

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

export function isUnauthorizedError(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/** The error envelope (D5) of a refused call; undefined for anything else. */
function envelopeOf(error: unknown): ErrorEnvelope | undefined {
  return error instanceof ApiError ? error.envelope : undefined;
}

/** The server's `message` (decision D5) when the body carries one; otherwise `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  // Not an envelope: a network failure or a proxy's page says nothing a user can act on.
  return envelopeOf(error)?.message || fallback;
}

/** For a toast's description: the server's message, or `fallback`. */
export const serverMessageOr =
  (fallback: string) =>
  (error: unknown): string =>
    serverMessage(error, fallback);

/** Field messages of a 400 or 409 envelope, to show beside the fields they concern. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return envelopeOf(error)?.errors ?? {};
}

/**
 * Of a review refused because the client changed the work since the auditor read it (issue 38),
 * each changed implementation with its version now; undefined for any other error.
 */
export function changedSinceRead(error: unknown): NonNullable<ErrorEnvelope['changed']> | undefined {
  const envelope = envelopeOf(error);
  return envelope?.code === 'changed_since_read' ? (envelope.changed ?? []) : undefined;
}

/** The envelope's machine-readable reason (D5), such as `totp_required`; undefined when absent. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = envelopeOf(error)?.code;
  return ERROR_CODES.find((known) => known === code);
}
