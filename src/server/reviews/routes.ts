import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkReviewResultSchema,
  bulkReviewSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  reviewSchema,
} from '../../contract/auditor';
import { errorResponses } from '../../contract/errors';
import { implementationSchema } from '../../contract/implementations';
import type { Db } from '../db/client';
import { approveImplementations, reviewImplementation, reviewQueue } from './service';

const refusals = errorResponses(400, 401, 403, 404);
const implementationParams = z.object({ implementationId: z.string().max(64) });

/**
 * The review queue and the verdicts (document 2 section 7, D19, D28): auditors and admins
 * review one implementation or approve several at once. Both route families are served (D3).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/auditor/queue',
    {
      schema: {
        tags: ['auditor'],
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueuePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reviewQueue(db, request.actor, request.query),
  );

  // Approve several at once (D28): all or none; a note is optional as for a single approval.
  app.post(
    '/api/auditor/reviews',
    {
      schema: {
        tags: ['auditor'],
        body: bulkReviewSchema,
        response: { 200: bulkReviewResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approveImplementations(db, request.actor, request.body),
  );

  for (const path of [
    '/api/auditor/implementations/:implementationId/review',
    '/api/auditor/review/:implementationId',
  ]) {
    app.put(
      path,
      {
        schema: {
          tags: ['auditor'],
          params: implementationParams,
          body: reviewSchema,
          response: { 200: implementationSchema, ...refusals },
        },
      },
      async (request) =>
        reviewImplementation(db, request.actor, request.params.implementationId, request.body),
    );
  }
};
