import { z } from 'zod';
import { errorEnvelopeSchema, errorResponses } from '../errors';
import { defineRoute } from '../route';
import {
  disableTotpSchema,
  enrolmentFinishSchema,
  enrolmentStartSchema,
  linkEnrolledSchema,
  linkEnrolmentSchema,
  recoveryCodesSchema,
  totpCodeBodySchema,
  totpEnrolmentSchema,
  totpStatusSchema,
} from '../totp';

const refusals = errorResponses(400, 401, 403, 409, 429);

/** Two-step sign-in (D20): the signed-in user's own under /api/auth/totp, and the enrolment link's (D33). */
export const totpRoutes = {
  /** The enrolment link's page (D33): public, the link's token is the credential. */
  totpEnrolmentStart: defineRoute({
    method: 'POST',
    path: '/api/auth/totp-enrolment/start',
    tag: 'auth',
    body: enrolmentStartSchema,
    answers: { 200: linkEnrolmentSchema, ...errorResponses(400, 404) },
    access: 'public',
  }),
  totpEnrolmentFinish: defineRoute({
    method: 'POST',
    path: '/api/auth/totp-enrolment/finish',
    tag: 'auth',
    body: enrolmentFinishSchema,
    answers: { 200: linkEnrolledSchema, ...errorResponses(400, 404, 409) },
    access: 'public',
  }),
  totpStatus: defineRoute({
    method: 'GET',
    path: '/api/auth/totp',
    tag: 'auth',
    answers: { 200: totpStatusSchema, 401: errorEnvelopeSchema },
    access: 'account:own',
  }),
  totpSetup: defineRoute({
    method: 'POST',
    path: '/api/auth/totp/setup',
    tag: 'auth',
    answers: { 200: totpEnrolmentSchema, ...refusals },
    access: 'account:own',
  }),
  totpEnable: defineRoute({
    method: 'POST',
    path: '/api/auth/totp/enable',
    tag: 'auth',
    body: totpCodeBodySchema,
    answers: { 200: recoveryCodesSchema, ...refusals },
    access: 'account:own',
  }),
  totpDisable: defineRoute({
    method: 'POST',
    path: '/api/auth/totp/disable',
    tag: 'auth',
    body: disableTotpSchema,
    answers: { 200: z.object({ message: z.string() }), ...refusals },
    access: 'account:own',
  }),
  totpRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/auth/totp/recovery-codes',
    tag: 'auth',
    body: totpCodeBodySchema,
    answers: { 200: recoveryCodesSchema, ...refusals },
    access: 'account:own',
  }),
};
