import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, errorResponses } from '../../contract/errors';
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
} from '../../contract/totp';
import type { Db } from '../db/client';
import { finishLinkEnrolment, startLinkEnrolment } from './enrolment-link';
import {
  disableTwoStep,
  enableTwoStep,
  renewRecoveryCodes,
  startTwoStepSetup,
  twoStepStatus,
} from './totp-account';
import { signInDepsOf } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** STAFF_TOTP_REQUIRED (D33): staff sign in only with two-step sign-in on. */
    staffTotpRequired: boolean;
  }
}

const refusals = errorResponses(400, 401, 403, 409, 429);

/** Two-step sign-in of the signed-in user (D20), under /api/auth/totp. */
export const totpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Two-step settings send no mail.
  const deps = signInDepsOf(app, db, undefined);

  // The enrolment link's page (D33): public, the link's token is the credential.
  app.post(
    '/api/auth/totp-enrolment/start',
    {
      schema: {
        tags: ['auth'],
        body: enrolmentStartSchema,
        response: { 200: linkEnrolmentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => startLinkEnrolment(db, request.body.token),
  );

  app.post(
    '/api/auth/totp-enrolment/finish',
    {
      schema: {
        tags: ['auth'],
        body: enrolmentFinishSchema,
        response: { 200: linkEnrolledSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => finishLinkEnrolment(deps, request.body),
  );

  app.get(
    '/api/auth/totp',
    { schema: { tags: ['auth'], response: { 200: totpStatusSchema, 401: errorEnvelopeSchema } } },
    async (request) => twoStepStatus(deps, request.actor),
  );

  app.post(
    '/api/auth/totp/setup',
    { schema: { tags: ['auth'], response: { 200: totpEnrolmentSchema, ...refusals } } },
    async (request) => startTwoStepSetup(deps, request.actor),
  );

  app.post(
    '/api/auth/totp/enable',
    {
      schema: {
        tags: ['auth'],
        body: totpCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...refusals },
      },
    },
    async (request) => enableTwoStep(deps, request.actor, request.body.code),
  );

  app.post(
    '/api/auth/totp/disable',
    {
      schema: {
        tags: ['auth'],
        body: disableTotpSchema,
        response: { 200: z.object({ message: z.string() }), ...refusals },
      },
    },
    async (request) => {
      await disableTwoStep(deps, request.actor, request.body.password, {
        ip: request.ip,
        cookies: request.cookies,
      });
      return { message: 'Two-step sign-in is off' };
    },
  );

  app.post(
    '/api/auth/totp/recovery-codes',
    {
      schema: {
        tags: ['auth'],
        body: totpCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...refusals },
      },
    },
    async (request) =>
      renewRecoveryCodes(deps, request.actor, request.body.code, {
        ip: request.ip,
        cookies: request.cookies,
      }),
  );
};
