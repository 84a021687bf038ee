import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import { HttpError } from '../http/errors';
import type { EvidenceDeps } from './deps';
import { receiveUpload, receiveUploadForm, receiveUploadPart } from './uploads';

const grantParams = z.object({ grantId: z.uuid() });
const refusals = errorResponses(400, 401, 403, 404, 410, 413, 415);

/** Upload bodies are streamed by the handlers, whatever their type: never parsed, never buffered. */
function streamBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

const declaredSize = (header: string | undefined) => (header === undefined ? undefined : Number(header));

/**
 * With local storage, upload links point here: the single-use PUT of POST /api/evidence/upload,
 * the form POST of the uploader's s3/params, and the parts of a multipart upload.
 */
export const localUploadRoutes: FastifyPluginAsyncZod<EvidenceDeps> = async (app, deps) => {
  await app.register(async (raw) => {
    streamBodies(raw);
    const typed = raw.withTypeProvider<ZodTypeProvider>();

    typed.put(
      '/api/evidence/uploads/:grantId',
      { schema: { tags: ['evidence'], params: grantParams, response: { 200: z.object({}), ...refusals } } },
      async (request) => {
        await receiveUpload(deps, request.actor, {
          grantId: request.params.grantId,
          body: request.body as Readable,
          declaredSize: declaredSize(request.headers['content-length']),
        });
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
        const { etag } = await receiveUploadPart(deps, request.actor, {
          ...request.params,
          body: request.body as Readable,
        });
        return reply.header('ETag', etag).header('Access-Control-Expose-Headers', 'ETag').send({});
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
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
      await receiveUploadForm(deps, request.actor, {
        grantId: request.params.grantId,
        parts: request.parts(),
      });
      return reply.status(204).send(null);
    },
  );
};
