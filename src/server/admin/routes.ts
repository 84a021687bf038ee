import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSessionSchema,
  allAssessmentsQuerySchema,
  allAssessmentsSchema,
  impersonateSchema,
  impersonationStatusSchema,
  resetPasswordSchema,
} from '../../contract/admin';
import { errorResponses } from '../../contract/errors';
import type { Db } from '../db/client';
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

/**
 * The admin console (document 2): its own session cookie, and the admin's powers over users. Its
 * sign-in is in auth/routes.ts, its evidence download in evidence/routes.ts.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = { db, sessions: app.sessions };

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
