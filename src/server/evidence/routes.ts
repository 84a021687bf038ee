import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evidenceFileSchema, evidenceLinksSchema } from '../../contract/evidence';
import { errorEnvelopeSchema, errorResponses } from '../../contract/errors';
import { sendFile } from '../http/send-file';
import type { EvidenceDeps } from './deps';
import { setEvidenceLinks } from './links';
import { deleteEvidence, listControlEvidence, listEvidence, openEvidence } from './service';

const refusals = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string().max(64) });

/** The evidence library (document 2 section 4): list, view or download, delete. */
export const evidenceLibraryRoutes: FastifyPluginAsyncZod<EvidenceDeps> = async (app, deps) => {
  app.get(
    '/api/evidence',
    { schema: { tags: ['evidence'], response: { 200: z.array(evidenceFileSchema), ...refusals } } },
    async (request) => listEvidence(deps.db, request.actor),
  );

  app.get(
    '/api/evidence/:controlId',
    {
      schema: {
        tags: ['evidence'],
        params: z.object({ controlId: z.string().max(64) }),
        response: { 200: z.array(evidenceFileSchema), ...refusals },
      },
    },
    async (request) => listControlEvidence(deps.db, request.actor, request.params.controlId),
  );

  app.get(
    '/api/evidence/:id/content',
    {
      schema: {
        tags: ['evidence'],
        params: idParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        response: {
          200: z.any().describe('The file, streamed'),
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      sendFile(reply, await openEvidence(deps, request.actor, request.params.id), {
        download: request.query.download === '1',
      }),
  );

  app.put(
    '/api/evidence/:id/links',
    {
      schema: {
        tags: ['evidence'],
        params: idParams,
        body: evidenceLinksSchema,
        response: { 200: evidenceFileSchema, ...refusals },
      },
    },
    async (request) => setEvidenceLinks(deps.db, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/api/evidence/:id',
    { schema: { tags: ['evidence'], params: idParams, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deleteEvidence(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // The admin console's download of any client's file (document 2), under its own session (D10).
  app.get(
    '/api/admin/evidence/:id/content',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.any(), ...refusals, ...errorResponses(429) },
      },
    },
    async (request, reply) =>
      sendFile(reply, await openEvidence(deps, request.consoleActor, request.params.id), {
        download: true,
      }),
  );
};
