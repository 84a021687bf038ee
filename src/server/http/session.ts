import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contract/constants';
import type { LoadedSession, SessionStore } from '../auth/sessions';
import type { UserRow } from '../auth/users';
import { forbidden, unauthorized } from './errors';

export const SESSION_COOKIE = 'cmmc_session';
/** The admin console's own session (D10), apart from the platform's. */
export const ADMIN_SESSION_COOKIE = 'cmmc_admin';

export type SessionKind = 'platform' | 'admin';
const COOKIES: Record<SessionKind, string> = { platform: SESSION_COOKIE, admin: ADMIN_SESSION_COOKIE };

declare module 'fastify' {
  interface FastifyRequest {
    session: LoadedSession | null;
    adminSession: LoadedSession | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

export interface SessionPluginOptions {
  store: SessionStore;
  secure: 'auto' | boolean;
  maxAgeSeconds: number;
}

export const sessionPlugin = fp<SessionPluginOptions>(async (app: FastifyInstance, options) => {
  app.decorate('sessions', options.store);
  app.decorateRequest('session', null);
  app.decorateRequest('adminSession', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    const platform = token ? await options.store.load(token) : undefined;
    request.session = platform && platform.data.kind !== 'admin' ? platform : null;
    const adminToken = request.url.startsWith('/api/admin/')
      ? request.cookies[ADMIN_SESSION_COOKIE]
      : undefined;
    const admin = adminToken ? await options.store.load(adminToken) : undefined;
    request.adminSession = admin && admin.data.kind === 'admin' && admin.user.role === 'admin' ? admin : null;
  });

  const secureFor = (request: FastifyRequest) =>
    options.secure === 'auto' ? request.protocol === 'https' : options.secure;

  app.decorateReply(
    'startSession',
    function (this: FastifyReply, token: string, kind: SessionKind = 'platform') {
      this.setCookie(COOKIES[kind], token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureFor(this.request),
        maxAge: options.maxAgeSeconds,
      });
    },
  );
  app.decorateReply('endSession', function (this: FastifyReply, kind: SessionKind = 'platform') {
    this.clearCookie(COOKIES[kind], {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(this.request),
    });
  });
});

declare module 'fastify' {
  interface FastifyReply {
    startSession(token: string, kind?: SessionKind): void;
    endSession(kind?: SessionKind): void;
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthorized();
  return request.session.user;
}

/** The signed-in user when their role is one of `roles`; 401 when signed out, 403 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/** The admin behind the admin console's own session; 401 without one. */
export function requireAdminSession(request: FastifyRequest): UserRow {
  if (!request.adminSession) throw unauthorized('Admin session required');
  return request.adminSession.user;
}
