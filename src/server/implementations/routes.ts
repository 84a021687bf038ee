import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import { implementationSchema, saveImplementationSchema } from '../../contract/implementations';
import type { Db } from '../db/client';
import { sendJson } from '../http/send-json';
import { listImplementations, saveImplementation } from './service';

const refusals = errorResponses(401, 403);

export const implementationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/implementations',
    { schema: { tags: ['implementations'], response: { 200: z.array(implementationSchema), ...refusals } } },
    async (request, reply) => sendJson(reply, await listImplementations(db, request.actor)),
  );

  app.put(
    '/api/implementations',
    {
      schema: {
        tags: ['implementations'],
        body: saveImplementationSchema,
        response: { 200: implementationSchema, ...errorResponses(400, 404), ...refusals },
      },
    },
    async (request) => saveImplementation(db, request.actor, request.body),
  );
};
