import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ORGANIZATION_HEADER } from '../../contract/constants';
import { isUuid } from '../db/query-input';
import type { Actor } from '../access/actor';
import { AccessRefused } from '../access/errors';
import type { LoadedSession, SessionStore } from '../access/session-store';
import { badRequest } from './errors';

export const SESSION_COOKIE = 'cmmc_session';
/** The admin console's own session (D10), apart from the platform's. */
export const ADMIN_SESSION_COOKIE = 'cmmc_admin';

type CookieKind = 'platform' | 'console';
const COOKIES: Record<CookieKind, string> = { platform: SESSION_COOKIE, console: ADMIN_SESSION_COOKIE };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts through the platform session's cookie; null when nobody is signed in. */
    actor: Actor | null;
    /** Who acts through the admin console's cookie (only read on /api/admin/ routes). */
    consoleActor: Actor | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyReply {
    /** Sets the cookie of a session the store created. */
    startSession(token: string, kind?: CookieKind): void;
    endSession(kind?: CookieKind): void;
  }
}

export interface SessionPluginOptions {
  store: SessionStore;
  secure: 'auto' | boolean;
  maxAgeSeconds: number;
}

function toActor(session: LoadedSession | undefined, kind: CookieKind): Actor | null {
  // A console session of a user who is no longer an admin grants nothing (permissionsOf).
  if (!session || session.kind !== kind) return null;
  return {
    user: session.user,
    organization: session.organization,
    membership: session.membership,
    session: kind,
    sessionId: session.id,
    impersonatorId: session.impersonatorId,
  };
}

const ORGANIZATION_HEADER_NAME = ORGANIZATION_HEADER.toLowerCase();

/**
 * The actor in the organization its request names (D34), so that a tab keeps working where its
 * page is whatever another tab chose since: the account must be a member of it now (403
 * `not_a_member` otherwise, read at every request, so a removed member is refused at once).
 * Staff act in organizations through their own routes, never as members: the header is not theirs.
 */
async function inNamedOrganization(
  store: SessionStore,
  actor: Actor,
  named: string | string[],
): Promise<Actor> {
  if (typeof named !== 'string' || !isUuid(named))
    throw badRequest(`${ORGANIZATION_HEADER} must be the id of one organization`);
  // Read at every request, even for the session's own organization: a kept session may still name
  // one the member was removed from a moment ago.
  if (actor.user.role !== 'client') return actor;
  const workplace = await store.workplace(actor.user.id, named);
  if (!workplace) throw new AccessRefused('not_a_member');
  return { ...actor, organization: workplace.organization, membership: workplace.membership };
}

/** Builds `request.actor` (and `consoleActor` on console routes) once per API request. */
export const sessionPlugin = fp<SessionPluginOptions>(async (app: FastifyInstance, options) => {
  app.decorate('sessions', options.store);
  app.decorateRequest('actor', null);
  app.decorateRequest('consoleActor', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    const actor = toActor(token ? await options.store.load(token) : undefined, 'platform');
    // The console acts on its own actor; a page of the platform names its organization.
    const named = request.url.startsWith('/api/admin/')
      ? undefined
      : request.headers[ORGANIZATION_HEADER_NAME];
    request.actor =
      actor && named !== undefined ? await inNamedOrganization(options.store, actor, named) : actor;
    const consoleToken = request.url.startsWith('/api/admin/')
      ? request.cookies[ADMIN_SESSION_COOKIE]
      : undefined;
    request.consoleActor = toActor(
      consoleToken ? await options.store.load(consoleToken) : undefined,
      'console',
    );
  });

  // A write may have changed its own user (profile, two-step sign-in): the answer must not be
  // followed by a read that still sees the user as it was.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    for (const actor of [request.actor, request.consoleActor]) {
      if (!actor) continue;
      options.store.forgetUser(actor.user.id);
      if (actor.impersonatorId) options.store.forgetUser(actor.impersonatorId);
    }
  });

  const secureFor = (request: FastifyRequest) =>
    options.secure === 'auto' ? request.protocol === 'https' : options.secure;

  app.decorateReply(
    'startSession',
    function (this: FastifyReply, token: string, kind: CookieKind = 'platform') {
      this.setCookie(COOKIES[kind], token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureFor(this.request),
        maxAge: options.maxAgeSeconds,
      });
    },
  );
  app.decorateReply('endSession', function (this: FastifyReply, kind: CookieKind = 'platform') {
    this.clearCookie(COOKIES[kind], {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(this.request),
    });
  });
});
