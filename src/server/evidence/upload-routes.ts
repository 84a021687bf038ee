import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  evidenceFileSchema,
  registerEvidenceSchema,
  uploadLinkSchema,
  uploadRequestSchema,
} from '../../contract/evidence';
import { errorResponses } from '../../contract/errors';
import { HttpError } from '../http/errors';
import type { EvidenceDeps } from './deps';
import { issueUploadLink, registerUpload, uploadDirect } from './uploads';

const refusals = errorResponses(400, 401, 403, 404, 413, 415, 429);

/** The two upload flows of the evidence form (document 1 section 6): link + register, and direct. */
export const evidenceUploadRoutes: FastifyPluginAsyncZod<EvidenceDeps> = async (app, deps) => {
  app.post(
    '/api/evidence/upload',
    {
      schema: {
        tags: ['evidence'],
        body: uploadRequestSchema,
        response: { 200: uploadLinkSchema, ...refusals },
      },
    },
    async (request) => issueUploadLink(deps, request.actor, request.body ?? {}),
  );

  app.post(
    '/api/evidence',
    {
      schema: {
        tags: ['evidence'],
        body: registerEvidenceSchema,
        response: { 201: evidenceFileSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await registerUpload(deps, request.actor, request.body)),
  );

  app.post(
    '/api/evidence/upload-direct',
    {
      schema: {
        tags: ['evidence'],
        consumes: ['multipart/form-data'],
        response: { 201: evidenceFileSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
      return reply.status(201).send(await uploadDirect(deps, request.actor, request.parts()));
    },
  );
};
