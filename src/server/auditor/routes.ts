import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditorImplementationSchema,
  bulkReviewResultSchema,
  bulkReviewSchema,
  clientListItemSchema,
  clientProgressSchema,
  clientsQuerySchema,
  clientSummarySchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  reviewSchema,
} from '../../contract/auditor';
import { errorResponses } from '../../contract/errors';
import { evidenceFileSchema } from '../../contract/evidence';
import { implementationSchema } from '../../contract/implementations';
import { getClient } from '../access/client';
import type { Db } from '../db/client';
import {
  getClientProgress,
  listClientEvidence,
  listClientImplementations,
  listClients,
  approveImplementations,
  reviewImplementation,
  reviewQueue,
} from './service';

const refusals = errorResponses(400, 401, 403, 404);
const clientParams = z.object({ clientId: z.string().max(64) });
const implementationParams = z.object({ implementationId: z.string().max(64) });

/**
 * Auditor screens (document 2 section 7): auditors and admins read any client's profile, work,
 * evidence and progress, and write reviews. Both route families of the document are served (D3).
 */
export const auditorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/auditor/clients',
    {
      schema: {
        tags: ['auditor'],
        querystring: clientsQuerySchema,
        response: { 200: z.array(clientListItemSchema), ...refusals },
      },
    },
    async (request) => listClients(db, request.actor, request.query),
  );

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

  for (const prefix of ['/api/auditor/clients', '/api/auditor/client']) {
    app.get(
      `${prefix}/:clientId`,
      {
        schema: {
          tags: ['auditor'],
          params: clientParams,
          response: { 200: clientSummarySchema, ...refusals },
        },
      },
      async (request) => getClient(db, request.actor, request.params.clientId),
    );
    app.get(
      `${prefix}/:clientId/implementations`,
      {
        schema: {
          tags: ['auditor'],
          params: clientParams,
          response: { 200: z.array(auditorImplementationSchema), ...refusals },
        },
      },
      async (request) => listClientImplementations(db, request.actor, request.params.clientId),
    );
  }

  app.get(
    '/api/auditor/clients/:clientId/evidence',
    {
      schema: {
        tags: ['auditor'],
        params: clientParams,
        response: { 200: z.array(evidenceFileSchema), ...refusals },
      },
    },
    async (request) => listClientEvidence(db, request.actor, request.params.clientId),
  );

  app.get(
    '/api/auditor/clients/:clientId/progress',
    {
      schema: {
        tags: ['auditor'],
        params: clientParams,
        response: { 200: clientProgressSchema, ...refusals },
      },
    },
    async (request) => getClientProgress(db, request.actor, request.params.clientId),
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
