import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlSchema, controlsQuerySchema, domainSchema } from '../../contract/catalog';
import { errorEnvelopeSchema } from '../../contract/errors';
import { sendJson } from '../http/send-json';
import { listControls, listDomains } from './service';

export const controlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/domains',
    { schema: { tags: ['catalog'], response: { 200: z.array(domainSchema), 401: errorEnvelopeSchema } } },
    async (request, reply) => sendJson(reply, listDomains(request.actor)),
  );

  app.get(
    '/api/controls',
    {
      schema: {
        tags: ['catalog'],
        querystring: controlsQuerySchema,
        response: { 200: z.array(controlSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => sendJson(reply, listControls(request.actor, request.query)),
  );
};
