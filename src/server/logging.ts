import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The log never holds secrets nor personal data: no passwords or their hashes, no session cookies
 * or tokens, no e-mail addresses, no query parameters. Four layers, from specific to blunt:
 * redacted paths (headers, body fields), a request serializer without the query string, upload
 * link ids or link tokens, an error serializer without Drizzle's and pg's parameter values, and a
 * last pass over every line written that masks anything shaped like an e-mail address, a password
 * hash or a link's token.
 */

const REDACTED = '[redacted]';

const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'sessionId',
  'secret',
  'cookie',
];

const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'body',
  'req.body',
  'params',
  'err.params',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Our password hashes (`scrypt$N$r$p$salt$hash`, auth/password.ts) and any other `$`-scheme. */
const PASSWORD_HASH = /\b(?:scrypt|argon2(?:id|i|d)?|bcrypt|pbkdf2[\w-]*)\$[\w+/=$.-]*/gi;
/** Drizzle's "Failed query: ...\nparams: a,b,c" names every parameter value. */
const PARAMS_LINE = /((?:^|\n)params: )[^\n]*/g;
/** The same inside a JSON log line: up to the escaped newline or the end of the string value. */
const PARAMS_IN_JSON = /(\\nparams: )(?:[^"\\]|\\[^n])*/g;

/*
 * Links whose token is the credential (D20 reset, D27 invitation, D33 enrolment): masked wherever
 * a line names one, in a URL or in text. A value runs to the end of its path or parameter; inside
 * a JSON line an escape (`\"`) is part of it, so that masking never leaves the line invalid.
 */
const LINK_VALUE = String.raw`(?:[^?#&\s"\\]|\\.)+`;
/**
 * An invitation's token is the rest of its path: the page `/invite/<token>` and the API's
 * `/api/invitations/<token>` and `.../accept` (the method tells those two apart).
 */
const TOKEN_IN_PATH = new RegExp(String.raw`(/(?:invite|api/invitations)/)(?:[^?#\s"\\]|\\.)+`, 'gi');
/** A reset or enrolment link's `?token=` (and any other `...token=` parameter). */
const TOKEN_PARAMETER = new RegExp(String.raw`(token=)${LINK_VALUE}`, 'gi');
/** A `"token": "..."` or `"invitationToken": "..."` field inside a JSON line, at any depth. */
const TOKEN_FIELD = /("\w*token"\s*:\s*")(?:[^"\\]|\\.)*(")/gi;

function maskLinkTokens(text: string): string {
  return text
    .replace(TOKEN_IN_PATH, `$1${REDACTED}`)
    .replace(TOKEN_PARAMETER, `$1${REDACTED}`)
    .replace(TOKEN_FIELD, `$1${REDACTED}$2`);
}

/** Masks e-mail addresses, password hashes, link tokens and query parameter lists in any text. */
export function scrub(text: string): string {
  return maskLinkTokens(text.replace(PARAMS_LINE, `$1${REDACTED}`))
    .replace(PASSWORD_HASH, '[password hash]')
    .replace(EMAIL, '[email]');
}

/** The last pass over each JSON line written: the masks of `scrub`, keeping the line valid JSON. */
export function scrubLogLine(line: string): string {
  return maskLinkTokens(line.replace(PARAMS_IN_JSON, `$1${REDACTED}`))
    .replace(PASSWORD_HASH, '[password hash]')
    .replace(EMAIL, '[email]');
}

const DROPPED_ERROR_FIELDS = new Set(['params', 'parameters', 'values', 'query', 'detail', 'where']);

function scrubSerialized(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubSerialized(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !DROPPED_ERROR_FIELDS.has(key))
      .map(([key, item]) => [key, scrubSerialized(item, depth + 1)]),
  );
}

/**
 * An error as pino shows it (type, message, stack, its own fields, its cause), without the fields
 * that carry data: `params` and `query` (DrizzleQueryError), `detail` and `where` (pg: "Key
 * (email)=(...) already exists").
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubSerialized(error);
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'cause' && typeof value !== 'function') own[key] = value;
  }
  const serialized = scrubSerialized({
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    ...own,
  }) as Record<string, unknown>;
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * The query string may hold search terms (names, e-mails) and a reset or enrolment link's token
 * (D20, D33), an upload link's path its id, and an invitation's path, page or API, its token (D27).
 */
function safeUrl(url: string): string {
  const [pathname, query] = url.split('?', 2);
  const masked = maskLinkTokens(pathname!.replace(/(\/api\/evidence\/uploads\/)[^/]+/, `$1${REDACTED}`));
  return query === undefined ? masked : `${masked}?${REDACTED}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The options of the server's logger (Fastify's pino). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest,
      err: (error: unknown) => serializeError(error) as { type: string; message: string; stack: string },
      error: (error: unknown) => serializeError(error),
    },
    hooks: { streamWrite: scrubLogLine },
  };
}
