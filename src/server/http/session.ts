import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contract/constants';
import type { LoadedSession, SessionStore } from '../auth/sessions';
import type { UserRow } from '../auth/users';
import { forbidden, unauthorized } from './errors';

export const SESSION_COOKIE = 'cmmc_session';

declare module 'fastify' {
  interface FastifyRequest {
    session: LoadedSession | null;
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

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = (await options.store.load(token)) ?? null;
  });

  const secureFor = (request: FastifyRequest) =>
    options.secure === 'auto' ? request.protocol === 'https' : options.secure;

  app.decorateReply('startSession', function (this: FastifyReply, token: string) {
    this.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(this.request),
      maxAge: options.maxAgeSeconds,
    });
  });
  app.decorateReply('endSession', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(this.request),
    });
  });
});

declare module 'fastify' {
  interface FastifyReply {
    startSession(token: string): void;
    endSession(): void;
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
