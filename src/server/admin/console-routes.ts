import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActivityQuerySchema,
  adminActivitySchema,
  adminEvidenceQuerySchema,
  adminEvidenceSchema,
  adminImplementationSchema,
  adminImplementationsQuerySchema,
  adminPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  createdStaffSchema,
  resetLinkSchema,
} from '../../contract/admin';
import { errorResponses } from '../../contract/errors';
import { createStaffSchema, updateUserSchema } from '../../contract/staff';
import { enrolmentLinkSchema } from '../../contract/totp';
import type { Db } from '../db/client';
import type { Outbox } from '../mail/outbox';
import { activityCsv, listAdminActivity } from './activity-list';
import { listAdminEvidence } from './evidence-list';
import { listAdminImplementations } from './implementations-list';
import { makeResetLink } from './reset-link';
import { createStaff, makeEnrolmentLink, updateUser } from './staff';
import { listAdminUsers } from './users-list';

const refusals = errorResponses(400, 401, 403, 404);

/**
 * The admin console's paged lists (D16, D21), its staff management (D17, D20) and its reset links
 * (issue 23), on the console's own session (`request.consoleActor`).
 */
export const consoleRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Mail after the answer; undefined without SMTP_URL (D20). */
  outbox: Outbox | undefined;
  /** The base of the enrolment links (PUBLIC_URL). */
  publicUrl: string;
}> = async (app, { db, outbox, publicUrl }) => {
  const deps = { db, sessions: app.sessions, staffTotpRequired: app.staffTotpRequired, outbox, publicUrl };

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: { 200: adminPageSchema(adminUserSchema), ...refusals },
      },
    },
    async (request) => listAdminUsers(db, request.consoleActor, request.query),
  );

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        body: createStaffSchema,
        response: { 201: createdStaffSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await createStaff(deps, request.consoleActor, request.body);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/admin/users/:id/enrolment-link',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: enrolmentLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => makeEnrolmentLink(deps, request.consoleActor, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/reset-link',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: resetLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => makeResetLink(deps, request.consoleActor, request.params.id),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(64) }),
        body: updateUserSchema,
        response: { 200: adminUserSchema, ...refusals },
      },
    },
    async (request) => updateUser(deps, request.consoleActor, request.params.id, request.body),
  );

  app.get(
    '/api/admin/implementations',
    {
      schema: {
        tags: ['admin'],
        querystring: adminImplementationsQuerySchema,
        response: { 200: adminPageSchema(adminImplementationSchema), ...refusals },
      },
    },
    async (request) => listAdminImplementations(db, request.consoleActor, request.query),
  );

  app.get(
    '/api/admin/evidence',
    {
      schema: {
        tags: ['admin'],
        querystring: adminEvidenceQuerySchema,
        response: { 200: adminPageSchema(adminEvidenceSchema), ...refusals },
      },
    },
    async (request) => listAdminEvidence(db, request.consoleActor, request.query),
  );

  app.get(
    '/api/admin/activity',
    {
      schema: {
        tags: ['admin'],
        querystring: adminActivityQuerySchema,
        response: { 200: adminPageSchema(adminActivitySchema), ...refusals },
      },
    },
    async (request) => listAdminActivity(db, request.consoleActor, request.query),
  );

  app.get(
    '/api/admin/activity.csv',
    {
      schema: {
        tags: ['admin'],
        querystring: adminActivityQuerySchema,
        response: { 200: z.any(), ...refusals },
      },
    },
    async (request, reply) => {
      const csv = activityCsv(db, request.consoleActor, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="activity-${day}.csv"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(csv);
    },
  );
};
