import { z } from 'zod';
import {
  adminSessionSchema,
  allAssessmentsQuerySchema,
  allAssessmentsSchema,
  impersonateSchema,
  impersonationStatusSchema,
  resetPasswordSchema,
} from '../admin';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';

const refusals = errorResponses(400, 401, 403, 404, 429);
const ok = z.object({ message: z.string() });

/**
 * The admin console's session and the admin's powers over a user (document 2): the console's
 * sign-in is with the auth routes, its evidence download with the evidence routes.
 */
export const adminRoutes = {
  consoleSession: defineRoute({
    method: 'GET',
    path: '/api/admin/session',
    tag: 'admin',
    answers: { 200: adminSessionSchema, ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  adminLogout: defineRoute({
    method: 'POST',
    path: '/api/admin/logout',
    tag: 'admin',
    answers: { 200: ok, ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  allAssessments: defineRoute({
    method: 'GET',
    path: '/api/admin/all-assessments',
    tag: 'admin',
    query: allAssessmentsQuerySchema,
    answers: { 200: allAssessmentsSchema, ...refusals },
    access: 'admin:console',
    session: 'console',
  }),
  adminResetPassword: defineRoute({
    method: 'POST',
    path: '/api/admin/reset-password',
    tag: 'admin',
    body: resetPasswordSchema,
    answers: { 200: ok, ...refusals },
    access: 'user:reset-password',
    session: 'console',
  }),
  impersonate: defineRoute({
    method: 'POST',
    path: '/api/admin/impersonate',
    tag: 'admin',
    body: impersonateSchema,
    answers: { 200: ok, ...refusals },
    access: 'user:impersonate',
    session: 'console',
  }),
  // Asked by the platform's shell, on the platform's session (impersonated or not).
  impersonationStatus: defineRoute({
    method: 'GET',
    path: '/api/admin/impersonation-status',
    tag: 'admin',
    answers: { 200: impersonationStatusSchema, ...refusals },
    access: 'account:own',
    // The web asks it on every page, also of a session that must choose a new password (issue 38).
    whilePasswordChangeRequired: true,
  }),
  exitImpersonation: defineRoute({
    method: 'POST',
    path: '/api/admin/exit-impersonation',
    tag: 'admin',
    answers: { 200: ok.extend({ redirect: z.string() }), ...refusals },
    access: 'account:own',
  }),
};
