import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { RouteBody, RouteParams, RouteQuery, RouteReturn, RouteSpec } from '../../contract/route';
import { AccessRefused } from '../access/errors';

/** A request as a route's handler sees it: its params, query and body parsed by the route's schemas. */
export type RouteRequest<R> = FastifyRequest & {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
};

/** A handler answers the route's success body, or sends its own answer through `reply`. */
export type RouteHandler<R> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReturn<R> | FastifyReply | undefined>;

/** Options of Fastify's own that a route may need beside its declaration (HEAD twins, body limits). */
export type ServeOptions = Pick<RouteShorthandOptions, 'exposeHeadRoute' | 'bodyLimit'>;

/**
 * A route that is not public answers 401 to a request without the session it works on (the
 * platform's, or the admin console's, D10) before the body is read or checked: someone signed out
 * learns nothing of the route's fields (issue 38). Only the session's presence is checked here;
 * the permission stays with the capability function, which checks it itself (D10, D11).
 */
function sessionFirst(route: RouteSpec): Pick<RouteShorthandOptions, 'onRequest'> {
  if (route.access === 'public') return {};
  const kind = route.session ?? 'platform';
  return {
    onRequest: async (request: FastifyRequest) => {
      const actor = kind === 'console' ? request.consoleActor : request.actor;
      if (!actor) throw new AccessRefused('signed_out');
    },
  };
}

/**
 * Registers a route of the table (src/contract/routes.ts): method, path and schemas all come from
 * its declaration, so the server, the API description and the callers cannot disagree.
 */
export function serve<R extends RouteSpec>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: ServeOptions = {},
): void {
  app.route({
    ...options,
    ...sessionFirst(route),
    method: route.method,
    url: route.path,
    schema: {
      tags: [route.tag],
      ...(route.hidden ? { hide: true } : {}),
      ...(route.summary ? { summary: route.summary } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.answers,
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
