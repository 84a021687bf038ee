import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affirmationCheckSchema } from '../../contract/affirmation-gate';
import { affirmInputSchema, cycleSchema } from '../../contract/cycles';
import { errorResponses } from '../../contract/errors';
import type { Db } from '../db/client';
import { affirmCycle, getAffirmationCheck } from './service';

const refusals = errorResponses(401, 403);

/** The annual affirmation of the current cycle and the check of what blocks it (D23, D28). */
export const affirmationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/assessment/affirmation-check',
    {
      schema: {
        tags: ['assessment'],
        response: { 200: affirmationCheckSchema, ...errorResponses(409), ...refusals },
      },
    },
    async (request) => getAffirmationCheck(db, request.actor),
  );

  app.post(
    '/api/assessment/affirm',
    {
      schema: {
        tags: ['assessment'],
        body: affirmInputSchema,
        response: { 200: cycleSchema, ...errorResponses(400, 409), ...refusals },
      },
    },
    async (request) => affirmCycle(db, request.actor, request.body),
  );
};
