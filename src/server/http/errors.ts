import { drainBeforeClose } from './drain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, type ErrorCode, type ErrorEnvelope } from '../../contract/errors';
import { AccessRefused, type AccessRefusal } from '../access/errors';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * The one error type of the capabilities: a status and a message a user may read. (access/ has
 * its own, AccessRefused, so that it needs nothing of HTTP; the handler below answers both.)
 */
export class HttpError extends Error {
  /** Headers the answer carries, such as Retry-After on a 429. */
  headers?: Record<string, string>;
  /** The envelope's machine-readable reason, where a client must tell this refusal apart (D5). */
  code?: ErrorCode;
  /** What blocks an affirmation (D28), for `code: "affirmation_blocked"`. */
  blockers?: ErrorEnvelope['blockers'];
  /** The implementations changed since the reviewer read them, for `code: "changed_since_read"`. */
  changed?: ErrorEnvelope['changed'];
  /** The part of 3.12.4 the plan lacks, for `code: "ssp_part_missing"` (D35). */
  part?: ErrorEnvelope['part'];

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
/** A 401 that carries a reason code, such as `totp_required` (D20). */
export function unauthorizedBecause(code: ErrorCode, message: string): HttpError {
  const error = new HttpError(401, message);
  error.code = code;
  return error;
}
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
/** A 403 that carries a reason code, such as `password_change_required` (issue 38). */
export function forbiddenBecause(code: ErrorCode, message: string): HttpError {
  const error = new HttpError(403, message);
  error.code = code;
  return error;
}
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
/** A 409 with a reason code and the list of what blocks the request (D28). */
export function conflictBecause(
  code: ErrorCode,
  message: string,
  blockers: NonNullable<ErrorEnvelope['blockers']>,
): HttpError {
  const error = new HttpError(409, message);
  error.code = code;
  error.blockers = blockers;
  return error;
}

/**
 * A 409 for a review of work that changed since the reviewer read it (issue 38): the envelope
 * names each changed implementation with its version now, for the reviewer to read it again.
 */
export function changedSinceRead(message: string, changed: NonNullable<ErrorEnvelope['changed']>): HttpError {
  const error = new HttpError(409, message);
  error.code = 'changed_since_read';
  error.changed = changed;
  return error;
}

const ACCESS_STATUS: Record<AccessRefusal, number> = {
  signed_out: 401,
  not_permitted: 403,
  not_found: 404,
  no_organization: 409,
  not_a_member: 403,
};

/** The refusals a client must tell apart, answered with their reason as the envelope's code. */
const CODED_REFUSALS = new Set<AccessRefusal>(['no_organization', 'not_a_member']);

/** The status a refusal is answered with: an HttpError's own, or an access refusal's (D5). */
export function refusalStatus(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.statusCode;
  if (error instanceof AccessRefused) return ACCESS_STATUS[error.reason];
  return undefined;
}

/** The first message for each field, keyed by its path (`confirmPassword`, `address.city`). */
function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[key] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/**
 * PostgreSQL refusing a value as text: a NUL character (22021 in text, 22P05 in jsonb) or input
 * that is not of the column's type (22P02: a malformed uuid). The schemas and services refuse
 * these first; this is the net, so that malformed input is never a 500 (D5).
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05', '22P02']);

/** The SQLSTATE of a database error, also when a query builder wrapped it (`cause`). */
function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** What the multipart parser (busboy, dicer) throws on a broken body: plain errors, no status. */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];
const UNSUPPORTED_MULTIPART = [/^Unsupported Content-Type\.$/, /^Missing Content-Type-header\.$/];

function envelope(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  // A refused upload may still be arriving: the connection closes after the answer, once the
  // rest has been read and discarded within bounds, so that the client reads the answer (D33).
  if (!reply.request.raw.complete) {
    reply.header('Connection', 'close');
    drainBeforeClose(reply.request.raw);
  }
  return reply.status(status).type('application/json').send(body);
}

/** Turns every error into the envelope of decision D5; details of unexpected ones stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    return envelope(reply, error.statusCode, {
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.code ? { code: error.code } : {}),
      ...(error.blockers ? { blockers: error.blockers } : {}),
      ...(error.changed ? { changed: error.changed } : {}),
      ...(error.part ? { part: error.part } : {}),
    });
  }
  if (error instanceof AccessRefused) {
    return envelope(reply, ACCESS_STATUS[error.reason], {
      message: error.message,
      ...(CODED_REFUSALS.has(error.reason) ? { code: error.reason as ErrorCode } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.values(errors)[0];
    return envelope(reply, 400, { message: first ?? 'Invalid input', errors });
  }
  const code = databaseCode(error);
  if (code && INVALID_TEXT_CODES.has(code)) {
    return envelope(reply, 400, { message: 'Invalid request: a value is not accepted as text' });
  }
  if (!error.statusCode && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return envelope(reply, 400, { message: 'The multipart form is malformed' });
  }
  if (!error.statusCode && UNSUPPORTED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return envelope(reply, 415, { message: 'Send the file as multipart/form-data' });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return envelope(reply, 413, { message: 'The request is too large' });
  if (status === 415) return envelope(reply, 415, { message: 'Unsupported content type' });
  if (status === 429)
    return envelope(reply, 429, { message: 'Too many requests. Please wait and try again.' });
  if (status >= 400 && status < 500) {
    return envelope(reply, status, { message: status === 400 ? 'Invalid request' : error.message });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'request failed: database unavailable');
    return envelope(reply, 503, { message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  request.log.error({ err: error }, 'request failed');
  return envelope(reply, 500, { message: `Something went wrong (request ${request.id})` });
}
