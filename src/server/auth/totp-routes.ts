import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, errorResponses } from '../../contract/errors';
import {
  disableTotpSchema,
  recoveryCodesSchema,
  totpCodeBodySchema,
  totpEnrolmentSchema,
  totpStatusSchema,
} from '../../contract/totp';
import type { Db } from '../db/client';
import {
  disableTwoStep,
  enableTwoStep,
  renewRecoveryCodes,
  startTwoStepSetup,
  twoStepStatus,
} from './totp-account';

declare module 'fastify' {
  interface FastifyInstance {
    /** ADMIN_TOTP_REQUIRED (D20): the console requires two-step sign-in. */
    adminTotpRequired: boolean;
  }
}

const refusals = errorResponses(400, 401, 403, 409, 429);

/** Two-step sign-in of the signed-in user (D20), under /api/auth/totp. */
export const totpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = {
    db,
    sessions: app.sessions,
    throttle: app.throttlePolicy,
    adminTotpRequired: app.adminTotpRequired,
  };

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
      await disableTwoStep(deps, request.actor, request.body.password, { ip: request.ip });
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
    async (request) => renewRecoveryCodes(deps, request.actor, request.body.code, { ip: request.ip }),
  );
};
