import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assessmentSchema, objectiveFindingSchema, saveFindingSchema } from '../../contract/assessment';
import { errorResponses } from '../../contract/errors';
import { hasNoNul, NUL_MESSAGE } from '../../contract/text';
import type { Db } from '../db/client';
import { getClientAssessment } from './client';
import { getAssessment, saveFinding } from './service';

const refusals = errorResponses(401, 403);

export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/assessment',
    { schema: { tags: ['assessment'], response: { 200: assessmentSchema, ...refusals } } },
    async (request) => getAssessment(db, request.actor),
  );

  app.put(
    '/api/assessment/objectives/:objectiveId',
    {
      schema: {
        tags: ['assessment'],
        params: z.object({ objectiveId: z.string().max(64).refine(hasNoNul, NUL_MESSAGE) }),
        body: saveFindingSchema,
        response: { 200: objectiveFindingSchema, ...errorResponses(400, 404), ...refusals },
      },
    },
    async (request) => saveFinding(db, request.actor, request.params.objectiveId, request.body),
  );

  app.get(
    '/api/auditor/clients/:clientId/assessment',
    {
      schema: {
        tags: ['auditor'],
        params: z.object({ clientId: z.string().max(64) }),
        response: { 200: assessmentSchema, ...errorResponses(404), ...refusals },
      },
    },
    async (request) => getClientAssessment(db, request.actor, request.params.clientId),
  );
};
