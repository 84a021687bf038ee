import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVIDENCE_CONTENT_TYPES,
  evidenceFileSchema,
  extensionOf,
  isAllowedExtension,
  registerEvidenceSchema,
  uploadLinkSchema,
  uploadRequestSchema,
} from '../../contract/evidence';
import { errorEnvelopeSchema, errorResponses } from '../../contract/errors';
import { requireActor } from '../http/actor';
import { HttpError } from '../http/errors';
import { requireUser } from '../http/session';
import type { ObjectStorage } from '../storage/storage';
import type { Db } from '../db/client';
import { companionRoutes } from './companion-routes';
import { createGrant } from './grants';
import {
  deleteEvidence,
  listEvidence,
  openEvidence,
  sendEvidence,
  requireControl,
  tooLarge,
  typeNotAllowed,
} from './service';
import { localUploadRoutes } from './local-upload-routes';
import { registerUploadedEvidence, uploadDirect } from './uploads';

export interface EvidenceRouteOptions {
  db: Db;
  storage: ObjectStorage;
  maxBytes: number;
  linkLifetimeSeconds: number;
}

const refusals = errorResponses(400, 401, 403, 404, 413, 415);

export const evidenceRoutes: FastifyPluginAsyncZod<EvidenceRouteOptions> = async (app, options) => {
  const deps = { db: options.db, storage: options.storage, maxBytes: options.maxBytes };
  await app.register(multipart, {
    limits: { fileSize: options.maxBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });

  app.get(
    '/api/evidence',
    { schema: { tags: ['evidence'], response: { 200: z.array(evidenceFileSchema), ...refusals } } },
    async (request) => listEvidence(deps.db, requireActor(request, 'client').user.id),
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
    async (request) => {
      const { user } = requireActor(request, 'client');
      await requireControl(deps.db, request.params.controlId);
      return listEvidence(deps.db, user.id, request.params.controlId);
    },
  );

  app.get(
    '/api/evidence/:id/content',
    {
      schema: {
        tags: ['evidence'],
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        response: {
          200: z.any().describe('The file, streamed'),
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const opened = await openEvidence(deps, requireUser(request), request.params.id);
      return sendEvidence(reply, opened, request.query.download === '1');
    },
  );

  app.delete(
    '/api/evidence/:id',
    {
      schema: {
        tags: ['evidence'],
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteEvidence(deps, requireActor(request, 'client', 'admin'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/evidence/upload',
    {
      schema: {
        tags: ['evidence'],
        body: uploadRequestSchema,
        response: { 200: uploadLinkSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = requireActor(request, 'client');
      const { fileName, fileSize } = request.body ?? {};
      const extension = fileName ? extensionOf(fileName) : '';
      if (fileName && !isAllowedExtension(extension)) throw typeNotAllowed();
      if (fileSize !== undefined && fileSize > deps.maxBytes) throw tooLarge(deps.maxBytes);
      const grant = await createGrant(deps.db, user.id, options.linkLifetimeSeconds);
      const uploadURL = await deps.storage.presignPut(grant.stagingKey, {
        size: fileSize ?? 0,
        contentType: isAllowedExtension(extension)
          ? EVIDENCE_CONTENT_TYPES[extension]
          : 'application/octet-stream',
        expiresInSeconds: options.linkLifetimeSeconds,
        token: grant.id,
      });
      return { uploadURL };
    },
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
    async (request, reply) => {
      const actor = requireActor(request, 'client');
      const file = await registerUploadedEvidence(deps, actor, request.body, options.linkLifetimeSeconds);
      return reply.status(201).send(file);
    },
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
      const actor = requireActor(request, 'client');
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
      const file = await uploadDirect(deps, actor, request.parts());
      return reply.status(201).send(file);
    },
  );

  await app.register(companionRoutes, options);
  if (deps.storage.kind === 'local') await app.register(localUploadRoutes, options);
};
