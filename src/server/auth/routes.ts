import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  loginSchema,
  profileSchema,
  publicUserSchema,
  registerSchema,
} from '../../contract/auth';
import { errorEnvelopeSchema, errorResponses } from '../../contract/errors';
import { RETURN_PARAM, withReturnPath } from '../../contract/return-path';
import type { Db } from '../db/client';
import { changePassword, updateProfile } from './account';
import { currentUser, registerClient, signIn, signOut } from './service';
import { toPublicUser } from './users';

const errors = errorResponses(400, 401, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = { db, sessions: app.sessions, throttle: app.throttlePolicy };

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: publicUserSchema, ...errors } } },
    async (request, reply) => {
      const { token, user } = await signIn(deps, request.body, { ip: request.ip, replacing: request.actor });
      reply.startSession(token);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/auth/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 201: publicUserSchema, ...errors } } },
    async (request, reply) => {
      const { token, user } = await registerClient(deps, request.body, {
        ip: request.ip,
        replacing: request.actor,
      });
      reply.startSession(token);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null(), 401: errorEnvelopeSchema } } },
    async (request, reply) => {
      await signOut(deps, request.actor);
      reply.endSession();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], response: { 200: publicUserSchema, 401: errorEnvelopeSchema } } },
    async (request) => currentUser(request.actor),
  );

  app.patch(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        body: profileSchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => updateProfile(deps, request.actor, request.body),
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        body: changePasswordSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await changePassword(deps, request.actor, request.body, { ip: request.ip });
      return { message: 'Password changed. Your other sessions were signed out.' };
    },
  );

  // Where the client sends a user whose session has ended (D4), with the page to return to after
  // signing in (issue 12); anything but a path of this site is dropped, never followed.
  app.get(
    '/api/login',
    {
      schema: {
        hide: true,
        querystring: z.object({ [RETURN_PARAM]: z.string().optional().catch(undefined) }),
      },
    },
    async (request, reply) => reply.redirect(withReturnPath('/login', request.query[RETURN_PARAM])),
  );
};
