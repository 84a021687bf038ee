import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { RouteBody, RouteParams, RouteQuery, RouteReturn, RouteSpec } from '../../contract/route';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../../contract/auth';
import { AccessRefused } from '../access/errors';
import { forbiddenBecause } from './errors';

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
      // After an administrator's reset the account's own platform sessions may only choose a new
      // password (issue 38 item 8): whoever set or learnt that password cannot act as the account.
      // An impersonation is the admin's own, logged in the admin's name: not held back here.
      if (
        kind === 'platform' &&
        actor.user.passwordChangeRequired &&
        !actor.impersonatorId &&
        !route.whilePasswordChangeRequired
      )
        throw forbiddenBecause('password_change_required', PASSWORD_CHANGE_REQUIRED_MESSAGE);
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
