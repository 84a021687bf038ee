import type { z } from 'zod';
import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: the permission its capability function checks (the one vocabulary of
 * D10/D11, checked there, not here), `signed-in` for any session, or `public`. Declared beside the
 * route so that the API description and the authorization tests read it from one place.
 */
export type RouteAccess = Permission | 'public' | 'signed-in';

/**
 * One route of the API, declared once (issue 24): the server registers it from this, the OpenAPI
 * description is made from it, and the web and the tests call it through it.
 */
export interface RouteSpec {
  method: HttpMethod;
  /** Fastify's form: `/api/evidence/:id/links`. */
  path: string;
  /** The section of the API description. */
  tag: string;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Each status the route answers with the schema of its body: the success first, then errors. */
  answers: Record<number, z.ZodType>;
  access: RouteAccess;
  /**
   * The session a route works on when it is not public: the admin console's own (D10), or, left
   * out, the platform's. The server answers 401 before it reads the body when that session is
   * missing (issue 38), so that nobody signed out learns the API's field rules.
   */
  session?: 'console';
  /** A body that is not JSON: a multipart form, or the raw bytes of an upload. */
  accepts?: 'multipart' | 'bytes';
  /** The success answer is a file (bytes, streamed), not JSON. */
  answersFile?: true;
  /** An address a browser is sent to (a redirect), not a call: left out of the API description. */
  hidden?: true;
  /**
   * Answered to a session whose account must choose a new password after an administrator's
   * reset (issue 38); every other route that needs a session is 403 `password_change_required`.
   */
  whilePasswordChangeRequired?: true;
}

/** Declares a route, keeping its literal method and path and its schemas' types. */
export const defineRoute = <const R extends RouteSpec>(route: R): R => route;

type SuccessStatus = 200 | 201 | 202 | 204;
type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

export type RouteParams<R> = R extends { params: infer S } ? Output<S> : Record<string, never>;
export type RouteQuery<R> = R extends { query: infer S } ? Output<S> : Record<string, never>;
export type RouteBody<R> = R extends { body: infer S } ? Output<S> : undefined;

/** What a caller supplies: the path parameters, the query and the body the route declares. */
export type RouteInput<R> = (R extends { params: infer S } ? { params: Input<S> } : unknown) &
  (R extends { query: infer S } ? { query?: Input<S> } : unknown) &
  (R extends { accepts: 'multipart' }
    ? { body: FormData }
    : R extends { body: infer S }
      ? { body: Input<S> }
      : unknown);

/** The success answer's body as the caller reads it. */
export type RouteOk<R> = R extends { answers: infer A } ? Output<A[Extract<keyof A, SuccessStatus>]> : never;

/** The success answer as the handler returns it (before serialization). */
export type RouteReturn<R> = R extends { answers: infer A }
  ? Input<A[Extract<keyof A, SuccessStatus>]>
  : never;

/** Whether the route declares an input (a caller must pass one). */
export type NeedsInput<R> = R extends { params: unknown } | { body: unknown } ? true : false;

/** The URL of a route for these parameters and query, each value encoded. */
export function routeUrl(path: string, input?: { params?: unknown; query?: unknown }): string {
  const params = (input?.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of [value].flat()) query.append(name, String(one));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}
