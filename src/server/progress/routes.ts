import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import { domainProgressSchema, overallProgressSchema } from '../../contract/progress';
import type { Db } from '../db/client';
import { getDomainProgress, getOverallProgress } from './service';

const refusals = errorResponses(401, 403);

export const progressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/progress/overall',
    { schema: { tags: ['progress'], response: { 200: overallProgressSchema, ...refusals } } },
    async (request) => getOverallProgress(db, request.actor),
  );

  app.get(
    '/api/progress/domains',
    { schema: { tags: ['progress'], response: { 200: z.array(domainProgressSchema), ...refusals } } },
    async (request) => getDomainProgress(db, request.actor),
  );
};
