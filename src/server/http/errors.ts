import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, type ErrorEnvelope } from '../../contract/errors';
import { isDatabaseUnavailable } from '../db/unavailable';

/** The one error type of the server: a status and a message a user may read. */
export class HttpError extends Error {
  /** Headers the answer carries, such as Retry-After on a 429. */
  headers?: Record<string, string>;

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
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);

/** The first message for each field, keyed by its path (`confirmPassword`, `address.city`). */
function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[key] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

function envelope(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  // A refused upload may still be arriving: close the connection rather than read the rest.
  if (!reply.request.raw.complete) reply.header('Connection', 'close');
  return reply.status(status).type('application/json').send(body);
}

/** Turns every error into the envelope of decision D5; details of unexpected ones stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    return envelope(reply, error.statusCode, {
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.values(errors)[0];
    return envelope(reply, 400, { message: first ?? 'Invalid input', errors });
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
