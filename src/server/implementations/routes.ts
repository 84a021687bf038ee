import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../contract/errors';
import { implementationSchema, saveImplementationSchema } from '../../contract/implementations';
import type { Db } from '../db/client';
import { requireActor } from '../http/actor';
import { requireRole } from '../http/session';
import { listImplementations, saveImplementation } from './service';

const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const implementationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/implementations',
    { schema: { tags: ['implementations'], response: { 200: z.array(implementationSchema), ...refusals } } },
    async (request) => listImplementations(db, requireRole(request, 'client').id),
  );

  app.put(
    '/api/implementations',
    {
      schema: {
        tags: ['implementations'],
        body: saveImplementationSchema,
        response: {
          200: implementationSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...refusals,
        },
      },
    },
    async (request) => saveImplementation(db, requireActor(request, 'client'), request.body),
  );
};
