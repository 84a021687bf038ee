import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginSchema,
  adminSessionSchema,
  allAssessmentsQuerySchema,
  allAssessmentsSchema,
  impersonateSchema,
  impersonationStatusSchema,
  resetPasswordSchema,
} from '../../contract/admin';
import { loginSchema } from '../../contract/auth';
import { errorResponses } from '../../contract/errors';
import { signInDepsOf, signInToConsole } from '../auth/service';
import type { Db } from '../db/client';
import type { Outbox } from '../mail/outbox';
import { openEvidence } from '../evidence/service';
import { sendFile } from '../http/send-file';
import type { ObjectStorage } from '../storage/storage';
import { allAssessments } from './overview';
import {
  consoleSession,
  endImpersonation,
  impersonate,
  impersonationStatus,
  resetPassword,
  signOutOfConsole,
} from './service';

const refusals = errorResponses(400, 401, 403, 404, 429);
const ok = z.object({ message: z.string() });

/** The admin console (document 2): its own session cookie, and the admin's powers over users. */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: ObjectStorage;
  /** Mail after the answer; undefined without SMTP_URL (D20). */
  outbox: Outbox | undefined;
}> = async (app, { db, storage, outbox }) => {
  const deps = signInDepsOf(app, db, outbox);

  app.post(
    '/api/admin/login',
    { schema: { tags: ['admin'], body: loginSchema, response: { 200: adminLoginSchema, ...refusals } } },
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

  app.get(
    '/api/admin/session',
    { schema: { tags: ['admin'], response: { 200: adminSessionSchema, ...refusals } } },
    async (request) => consoleSession(request.consoleActor),
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags: ['admin'], response: { 200: ok, ...refusals } } },
    async (request, reply) => {
      await signOutOfConsole(deps, request.consoleActor);
      reply.endSession('console');
      return { message: 'Signed out of the admin console' };
    },
  );

  app.get(
    '/api/admin/all-assessments',
    {
      schema: {
        tags: ['admin'],
        querystring: allAssessmentsQuerySchema,
        response: { 200: allAssessmentsSchema, ...refusals },
      },
    },
    async (request) => allAssessments(db, request.consoleActor, request.query),
  );

  app.get(
    '/api/admin/evidence/:id/content',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.any(), ...refusals },
      },
    },
    async (request, reply) =>
      sendFile(reply, await openEvidence({ db, storage }, request.consoleActor, request.params.id), {
        download: true,
      }),
  );

  app.post(
    '/api/admin/reset-password',
    { schema: { tags: ['admin'], body: resetPasswordSchema, response: { 200: ok, ...refusals } } },
    async (request) => {
      const { userId, newPassword } = request.body;
      const user = await resetPassword(deps, request.consoleActor, userId, newPassword);
      return { message: `Password has been reset for ${user.businessName || user.username}` };
    },
  );

  app.post(
    '/api/admin/impersonate',
    { schema: { tags: ['admin'], body: impersonateSchema, response: { 200: ok, ...refusals } } },
    async (request, reply) => {
      const token = await impersonate(deps, request.consoleActor, request.body.userId, request.actor);
      reply.startSession(token);
      return { message: 'Opened the platform as this user' };
    },
  );

  app.get(
    '/api/admin/impersonation-status',
    { schema: { tags: ['admin'], response: { 200: impersonationStatusSchema, ...refusals } } },
    async (request) => impersonationStatus(db, request.actor),
  );

  app.post(
    '/api/admin/exit-impersonation',
    { schema: { tags: ['admin'], response: { 200: ok.extend({ redirect: z.string() }), ...refusals } } },
    async (request, reply) => {
      await endImpersonation(deps, request.actor);
      reply.endSession();
      return { message: 'Returned to the admin console', redirect: '/admin/dashboard' };
    },
  );
};
