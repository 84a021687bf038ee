import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuerySchema } from '../../contract/activity';
import { errorEnvelopeSchema } from '../../contract/errors';
import type { Db } from '../db/client';
import { activityPage } from './service';

export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/activity',
    {
      schema: {
        tags: ['activity'],
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => activityPage(db, request.actor, request.query),
  );
};
