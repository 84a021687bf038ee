import { z } from 'zod';
import { adminLoginSchema } from '../admin';
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
} from '../auth';
import { errorEnvelopeSchema, errorResponses } from '../errors';
import { defineRoute } from '../route';
import { RETURN_PARAM } from '../return-path';

const errors = errorResponses(400, 401, 409, 429);
const consoleRefusals = errorResponses(400, 401, 403, 404, 429);
const messageSchema = z.object({ message: z.string() });

/** Signing in and out, registering, and the signed-in user's own account (D20). */
export const authRoutes = {
  /** The admin console's sign-in (D10): the same password and second step, its own session. */
  adminLogin: defineRoute({
    method: 'POST',
    path: '/api/admin/login',
    tag: 'admin',
    body: loginSchema,
    answers: { 200: adminLoginSchema, ...consoleRefusals },
    access: 'public',
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    body: loginSchema,
    answers: { 200: publicUserSchema, ...errors },
    access: 'public',
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
    body: registerSchema,
    answers: { 201: publicUserSchema, ...errors },
    access: 'public',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'auth',
    answers: { 204: z.null(), 401: errorEnvelopeSchema },
    access: 'account:own',
    whilePasswordChangeRequired: true,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    tag: 'auth',
    answers: { 200: publicUserSchema, 401: errorEnvelopeSchema },
    access: 'account:own',
    whilePasswordChangeRequired: true,
  }),
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/api/auth/user',
    tag: 'auth',
    body: profileSchema,
    answers: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
    access: 'account:edit:own',
  }),
  /**
   * Allowed to a session that must choose a new password (issue 38): with `currentUser` and
   * `logout`, the only ones (`whilePasswordChangeRequired`).
   */
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/auth/change-password',
    tag: 'auth',
    body: changePasswordSchema,
    answers: { 200: messageSchema, ...errorResponses(400, 401, 403, 429) },
    access: 'account:edit:own',
    whilePasswordChangeRequired: true,
  }),
  /**
   * Opens an e-mail confirmation link (D34): signed in to the account whose address it confirms,
   * never another's. The address then counts for invitations and for password reset mail.
   */
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/confirm-email',
    tag: 'auth',
    body: confirmEmailSchema,
    answers: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 409) },
    access: 'account:edit:own',
  }),
  /** Mails the confirmation link of the address awaiting confirmation again (D34), at most once a minute. */
  sendEmailConfirmation: defineRoute({
    method: 'POST',
    path: '/api/auth/email-confirmation',
    tag: 'auth',
    answers: { 200: publicUserSchema, ...errorResponses(401, 403, 409, 429) },
    access: 'account:edit:own',
  }),
  /** Drops the new address asked for (D34); the confirmed one stays. */
  cancelEmailChange: defineRoute({
    method: 'DELETE',
    path: '/api/auth/email-confirmation',
    tag: 'auth',
    answers: { 200: publicUserSchema, ...errorResponses(401, 403, 409) },
    access: 'account:edit:own',
  }),
  /** "Forgot password?" (D20): always 202, the same answer whatever the address (issue 12). */
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag: 'auth',
    body: forgotPasswordSchema,
    answers: { 202: messageSchema, ...errorResponses(400, 429) },
    access: 'public',
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'auth',
    body: resetPasswordSchema,
    answers: { 200: messageSchema, ...errorResponses(400) },
    access: 'public',
  }),
  /**
   * Where the client sends a user whose session has ended (D4), with the page to return to after
   * signing in (issue 12). A browser's address answering a redirect, not a call: it stays out of
   * the API description, and a value that is not a path of this site is dropped, never followed.
   */
  signInRedirect: defineRoute({
    method: 'GET',
    path: '/api/login',
    tag: 'auth',
    hidden: true,
    query: z.object({ [RETURN_PARAM]: z.string().optional().catch(undefined) }),
    answers: {},
    access: 'public',
  }),
};
