import { z } from 'zod';
import {
  adminOrganizationSchema,
  adminOrganizationsQuerySchema,
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
} from '../admin';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';
import { createStaffSchema, updateUserSchema } from '../staff';
import { enrolmentLinkSchema } from '../totp';

const refusals = errorResponses(400, 401, 403, 404);
const userParams = z.object({ id: z.string().max(64) });

/**
 * The admin console's paged lists (D16, D21), its staff management (D17, D20) and its reset
 * links (issue 23), all on the console's own session.
 */
export const consoleRoutes = {
  adminUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    tag: 'admin',
    query: adminUsersQuerySchema,
    answers: { 200: adminPageSchema(adminUserSchema), ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  adminOrganizations: defineRoute({
    method: 'GET',
    path: '/api/admin/organizations',
    tag: 'admin',
    summary: 'Every organization, with its members (D27)',
    query: adminOrganizationsQuerySchema,
    answers: { 200: adminPageSchema(adminOrganizationSchema), ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  createStaff: defineRoute({
    method: 'POST',
    path: '/api/admin/users',
    tag: 'admin',
    body: createStaffSchema,
    answers: { 201: createdStaffSchema, ...errorResponses(400, 401, 403, 409) },
    access: 'user:create',
    session: 'console',
  }),
  adminEnrolmentLink: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/enrolment-link',
    tag: 'admin',
    params: userParams,
    answers: { 200: enrolmentLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
    access: 'user:manage',
    session: 'console',
  }),
  adminResetLink: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/reset-link',
    tag: 'admin',
    params: userParams,
    answers: { 200: resetLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
    access: 'user:reset-password',
    session: 'console',
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    tag: 'admin',
    params: userParams,
    body: updateUserSchema,
    answers: { 200: adminUserSchema, ...refusals },
    access: 'user:manage',
    session: 'console',
  }),
  adminImplementations: defineRoute({
    method: 'GET',
    path: '/api/admin/implementations',
    tag: 'admin',
    query: adminImplementationsQuerySchema,
    answers: { 200: adminPageSchema(adminImplementationSchema), ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  adminEvidence: defineRoute({
    method: 'GET',
    path: '/api/admin/evidence',
    tag: 'admin',
    query: adminEvidenceQuerySchema,
    answers: { 200: adminPageSchema(adminEvidenceSchema), ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  adminActivity: defineRoute({
    method: 'GET',
    path: '/api/admin/activity',
    tag: 'admin',
    query: adminActivityQuerySchema,
    answers: { 200: adminPageSchema(adminActivitySchema), ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  adminActivityCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/activity.csv',
    tag: 'admin',
    query: adminActivityQuerySchema,
    answers: { 200: z.any(), ...refusals },
    access: 'admin:console',
    session: 'console',
    answersFile: true,
  }),
};
