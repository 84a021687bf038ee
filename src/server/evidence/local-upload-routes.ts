import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import { requireActor } from '../http/actor';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { LocalStorage } from '../storage/local';
import { isExpired, multipartGrant, openGrant } from './grants';
import type { EvidenceRouteOptions } from './routes';
import { tooLarge } from './service';
import { asUploadError, receiveIntoGrant } from './uploads';

const grantParams = z.object({ grantId: z.uuid() });
const refusals = errorResponses(400, 401, 403, 404, 410, 413, 415);

/** Upload bodies are streamed by the handlers, whatever their type: never parsed, never buffered. */
function streamBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

/**
 * With local storage, upload links point here: the single-use PUT of POST /api/evidence/upload,
 * the form POST of the uploader's s3/params, and the parts of a multipart upload.
 */
export const localUploadRoutes: FastifyPluginAsyncZod<EvidenceRouteOptions> = async (app, options) => {
  const deps = { db: options.db, storage: options.storage, maxBytes: options.maxBytes };
  const storage = options.storage as LocalStorage;

  await app.register(async (raw) => {
    streamBodies(raw);
    const typed = raw.withTypeProvider<ZodTypeProvider>();

    typed.put(
      '/api/evidence/uploads/:grantId',
      { schema: { tags: ['evidence'], params: grantParams, response: { 200: z.object({}), ...refusals } } },
      async (request) => {
        const { user } = requireActor(request, 'client');
        const grant = await openGrant(deps.db, user.id, request.params.grantId);
        const declared = Number(request.headers['content-length'] ?? NaN);
        if (declared > deps.maxBytes) throw tooLarge(deps.maxBytes);
        await receiveIntoGrant(deps, grant, request.body as Readable);
        return {};
      },
    );

    typed.put(
      '/api/evidence/uploads/:grantId/parts/:partNumber',
      {
        schema: {
          tags: ['evidence'],
          params: grantParams.extend({ partNumber: z.coerce.number().int().min(1).max(10_000) }),
          response: { 200: z.object({}), ...refusals },
        },
      },
      async (request, reply) => {
        const { user } = requireActor(request, 'client');
        const grant = await openGrant(deps.db, user.id, request.params.grantId);
        if (!grant.uploadId || isExpired(grant)) throw notFound('Upload not found');
        await multipartGrant(deps.db, user.id, grant.stagingKey, grant.uploadId);
        try {
          const { etag } = await storage.writePart(
            grant.stagingKey,
            grant.uploadId,
            request.params.partNumber,
            request.body as Readable,
            deps.maxBytes,
          );
          return reply.header('ETag', etag).header('Access-Control-Expose-Headers', 'ETag').send({});
        } catch (error) {
          throw asUploadError(error, deps.maxBytes);
        }
      },
    );
  });

  app.post(
    '/api/evidence/uploads/:grantId',
    {
      schema: {
        tags: ['evidence'],
        params: grantParams,
        consumes: ['multipart/form-data'],
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = requireActor(request, 'client');
      const grant = await openGrant(deps.db, user.id, request.params.grantId);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
      let received = false;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'key' && part.value !== grant.stagingKey)
            throw badRequest('The form does not match this upload link');
          continue;
        }
        if (received || part.fieldname !== 'file')
          throw badRequest('Send exactly one file, in the field "file"');
        received = true;
        await receiveIntoGrant(deps, grant, part.file);
      }
      if (!received) throw badRequest('No file in the form');
      return reply.status(204).send(null);
    },
  );
};
