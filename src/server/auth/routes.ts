import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, publicUserSchema, registerSchema } from '../../contract/auth';
import { errorEnvelopeSchema, errorResponses } from '../../contract/errors';
import type { Db } from '../db/client';
import { requireUser } from '../http/session';
import { registerClient, signIn, signOut } from './service';
import { toPublicUser } from './users';

const errors = errorResponses(400, 401, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = { db, sessions: app.sessions };

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: publicUserSchema, ...errors } } },
    async (request, reply) => {
      const { token, user } = await signIn(deps, request.body, request.ip);
      // A new session id at every sign-in (D12); the one it replaces ends.
      if (request.session) await app.sessions.destroy(request.session.token);
      reply.startSession(token);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/auth/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 201: publicUserSchema, ...errors } } },
    async (request, reply) => {
      const { token, user } = await registerClient(deps, request.body);
      if (request.session) await app.sessions.destroy(request.session.token);
      reply.startSession(token);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null(), 401: errorEnvelopeSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      await signOut(deps, request.session!.token, user.id);
      reply.endSession();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], response: { 200: publicUserSchema, 401: errorEnvelopeSchema } } },
    async (request) => toPublicUser(requireUser(request)),
  );

  // Where the client sends a user whose session has ended (D4).
  app.get('/api/login', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/login'));
};
