import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { RouteBody, RouteParams, RouteQuery, RouteReturn, RouteSpec } from '../../contract/route';

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
