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
import { loginSchema } from '../../contract/auth';
import { errorResponses } from '../../contract/errors';
import { signIn } from '../auth/service';
import type { Db } from '../db/client';
import { openEvidence, sendEvidence } from '../evidence/service';
import { unauthorized } from '../http/errors';
import { requireAdminSession } from '../http/session';
import type { ObjectStorage } from '../storage/storage';
import { allAssessments } from './overview';
import { endImpersonation, impersonate, resetPassword } from './service';

const refusals = errorResponses(400, 401, 403, 404, 429);
const ok = z.object({ message: z.string() });

/** The admin console (document 2): its own session cookie, and the admin's powers over users. */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: ObjectStorage;
  maxBytes: number;
}> = async (app, { db, storage, maxBytes }) => {
  const deps = { db, sessions: app.sessions };

  app.post(
    '/api/admin/login',
    { schema: { tags: ['admin'], body: loginSchema, response: { 200: adminSessionSchema, ...refusals } } },
    async (request, reply) => {
      const { token, user } = await signIn(deps, request.body, request.ip, { console: true });
      if (request.adminSession) await app.sessions.destroy(request.adminSession.token);
      reply.startSession(token, 'admin');
      return { authenticated: true as const, admin: { id: user.id, username: user.username } };
    },
  );

  app.get(
    '/api/admin/session',
    { schema: { tags: ['admin'], response: { 200: adminSessionSchema, ...refusals } } },
    async (request) => {
      const admin = requireAdminSession(request);
      return { authenticated: true as const, admin: { id: admin.id, username: admin.username } };
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags: ['admin'], response: { 200: ok, ...refusals } } },
    async (request, reply) => {
      requireAdminSession(request);
      await app.sessions.destroy(request.adminSession!.token);
      reply.endSession('admin');
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
    async (request) => {
      requireAdminSession(request);
      return allAssessments(db, request.query);
    },
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
    async (request, reply) => {
      const opened = await openEvidence(
        { db, storage, maxBytes },
        requireAdminSession(request),
        request.params.id,
      );
      return sendEvidence(reply, opened, true);
    },
  );

  app.post(
    '/api/admin/reset-password',
    { schema: { tags: ['admin'], body: resetPasswordSchema, response: { 200: ok, ...refusals } } },
    async (request) => {
      const user = await resetPassword(
        deps,
        requireAdminSession(request),
        request.body.userId,
        request.body.newPassword,
      );
      return { message: `Password has been reset for ${user.businessName || user.username}` };
    },
  );

  app.post(
    '/api/admin/impersonate',
    { schema: { tags: ['admin'], body: impersonateSchema, response: { 200: ok, ...refusals } } },
    async (request, reply) => {
      const token = await impersonate(deps, requireAdminSession(request), request.body.userId);
      if (request.session) await app.sessions.destroy(request.session.token);
      reply.startSession(token);
      return { message: 'Opened the platform as this user' };
    },
  );

  app.get(
    '/api/admin/impersonation-status',
    { schema: { tags: ['admin'], response: { 200: impersonationStatusSchema, ...refusals } } },
    async (request) => {
      const session = request.session;
      if (!session) throw unauthorized();
      return session.data.impersonatorId
        ? { isImpersonating: true, user: { businessName: session.user.businessName } }
        : { isImpersonating: false, user: null };
    },
  );

  app.post(
    '/api/admin/exit-impersonation',
    { schema: { tags: ['admin'], response: { 200: ok.extend({ redirect: z.string() }), ...refusals } } },
    async (request, reply) => {
      const session = request.session;
      if (!session?.data.impersonatorId) throw unauthorized('Not viewing a platform as an administrator');
      await endImpersonation(deps, session.token, session.user.id, session.data.impersonatorId);
      reply.endSession();
      return { message: 'Returned to the admin console', redirect: '/admin/dashboard' };
    },
  );
};
