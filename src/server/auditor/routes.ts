import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditorImplementationSchema,
  clientListItemSchema,
  clientProgressSchema,
  clientsQuerySchema,
  clientSummarySchema,
} from '../../contract/auditor';
import { errorResponses } from '../../contract/errors';
import { evidenceFileSchema } from '../../contract/evidence';
import { getClient } from '../access/client';
import type { Db } from '../db/client';
import { getClientProgress, listClientEvidence, listClientImplementations, listClients } from './service';

const refusals = errorResponses(400, 401, 403, 404);
const clientParams = z.object({ clientId: z.string().max(64) });

/**
 * Auditor screens (document 2 section 7): auditors and admins read any client's profile, work,
 * evidence and progress (the review queue and the review writes are in reviews/routes.ts). Both
 * route families of the document are served (D3).
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
};
