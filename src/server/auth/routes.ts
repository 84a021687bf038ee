import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../contract/auth';
import { adminLoginSchema } from '../../contract/admin';
import { errorEnvelopeSchema, errorResponses } from '../../contract/errors';
import { RETURN_PARAM, withReturnPath } from '../../contract/return-path';
import type { Db } from '../db/client';
import type { Outbox } from '../mail/outbox';
import { changePassword, updateProfile } from './account';
import { requestPasswordReset, resetPasswordWithToken } from './password-recovery';
import { currentUser, registerClient, signIn, signInDepsOf, signInToConsole, signOut } from './service';
import { toPublicUser } from './users';

const errors = errorResponses(400, 401, 409, 429);
const consoleRefusals = errorResponses(400, 401, 403, 404, 429);
const messageSchema = z.object({ message: z.string() });

export interface AuthRouteOptions {
  db: Db;
  /** Mail after the answer; undefined without SMTP_URL (D20). */
  outbox: Outbox | undefined;
  /** The base of the links sent by e-mail (PUBLIC_URL). */
  publicUrl: string;
  /** SUPPORT_CONTACT: whom to ask for a new password without mail (issue 23). */
  supportContact: string | undefined;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { db, outbox, publicUrl, supportContact },
) => {
  const deps = signInDepsOf(app, db, outbox);
  const recovery = { db, sessions: app.sessions, outbox, publicUrl, supportContact };

  // The admin console's sign-in (D10): the same password and second step, its own session.
  app.post(
    '/api/admin/login',
    {
      schema: { tags: ['admin'], body: loginSchema, response: { 200: adminLoginSchema, ...consoleRefusals } },
    },
    async (request, reply) => {
      const { token, user } = await signInToConsole(deps, request.body, {
        ip: request.ip,
        replacing: request.consoleActor,
        cookies: request.cookies,
      });
      reply.startSession(token, 'console');
      reply.rememberDevice(user);
      return { authenticated: true as const, admin: { id: user.id, username: user.username } };
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: publicUserSchema, ...errors } } },
    async (request, reply) => {
      const { token, user } = await signIn(deps, request.body, {
        ip: request.ip,
        replacing: request.actor,
        cookies: request.cookies,
      });
      reply.startSession(token);
      reply.rememberDevice(user);
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
      reply.rememberDevice(user);
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
    async (request, reply) => {
      const device = await changePassword(deps, request.actor, request.body, {
        ip: request.ip,
        cookies: request.cookies,
      });
      // Every earlier device cookie of the account is revoked; this browser gets a new one.
      if (device) reply.rememberDevice(device);
      return { message: 'Password changed. Your other sessions were signed out.' };
    },
  );

  // "Forgot password?" (D20): always 202, the same answer whatever the address (issue 12).
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 202: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const message = await requestPasswordReset(recovery, request.body.email, { ip: request.ip });
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resetPasswordWithToken(recovery, request.body);
      return { message: 'Password changed. Sign in with your new password.' };
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
