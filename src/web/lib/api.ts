import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ErrorEnvelope } from '../../contract/errors';
import { routeUrl, type RouteInput, type RouteOk, type RouteSpec } from '../../contract/route';

/**
 * The one request helper (document 1 sections 7 and 8), and the only module of the web app that
 * calls `fetch`: every call sends cookies, and a non-success response throws an `ApiError` whose
 * message reads "{status}: {body or status text}". What a failure shows the user is decided in one
 * place, `query-client.ts`, from the `meta` of the query or mutation that made the call.
 */

/** A non-success answer: its status, its body, and the error envelope (D5) when the body is one. */
export class ApiError extends Error {
  readonly envelope: ErrorEnvelope | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.envelope = parseEnvelope(body);
  }
}

function parseEnvelope(body: string): ErrorEnvelope | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' && typeof (parsed as ErrorEnvelope).message === 'string'
      ? (parsed as ErrorEnvelope)
      : undefined;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, (await response.text()) || response.statusText);
}

function send(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  return fetch(url, {
    method,
    headers: body === undefined || isForm ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
  });
}

/** The arguments of `call`: the route, and its input when it declares params or a body. */
type CallArgs<R> = R extends { params: unknown } | { body: unknown } | { accepts: string }
  ? [input: RouteInput<R>]
  : [input?: RouteInput<R>];

/** The request of a route of the table (src/contract/routes.ts) for this input. */
function sendRoute(route: RouteSpec, input: { params?: unknown; query?: unknown; body?: unknown } = {}) {
  return send(route.method, routeUrl(route.path, input), input.body);
}

/**
 * Calls a route of the table: its URL made from the input's params and query, its body sent, its
 * success answer read as the route declares it. A non-success answer throws an `ApiError`.
 */
export async function call<R extends RouteSpec>(route: R, ...[input]: CallArgs<R>): Promise<RouteOk<R>> {
  const response = await sendRoute(route, input as never);
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as RouteOk<R>;
  return (await response.json()) as RouteOk<R>;
}

/** Calls a route that answers a file, for its bytes. */
export async function callForBlob<R extends RouteSpec>(route: R, ...[input]: CallArgs<R>): Promise<Blob> {
  const response = await sendRoute(route, input as never);
  await throwIfNotOk(response);
  return response.blob();
}

/**
 * Downloads the file at `path` (GET, same session), with the name the server gives it in
 * Content-Disposition (null when it gives none). For files whose route the web does not declare.
 */
export async function getFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path);
  await throwIfNotOk(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** `attachment; filename="x.pdf"` (or RFC 6266's `filename*=UTF-8''x.pdf`) -> `x.pdf`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name: the plain one, or none.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

/**
 * The query key of a route's read: its path, then its input when it has one. Invalidating
 * `routeKey(route)` refreshes every read of the route, whatever its input.
 */
export function routeKey<R extends RouteSpec>(route: R, input?: RouteInput<R>): QueryKey {
  return input === undefined ? [route.path] : [route.path, input];
}

/** `returnNull`: a 401 means "nobody signed in" rather than an error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: a route's key (`routeKey`) is its path and input, which make the URL. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const [path, input] = queryKey;
    const response = await send('GET', routeUrl(String(path), input ?? undefined));
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
