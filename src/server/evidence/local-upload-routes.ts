import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { evidenceRoutes } from '../../contract/routes/evidence';
import { HttpError } from '../http/errors';
import { serve } from '../http/serve';
import type { EvidenceDeps } from './deps';
import { receiveUpload, receiveUploadForm, receiveUploadPart } from './uploads';

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
export const localUploadRoutes: FastifyPluginAsync<EvidenceDeps> = async (app, deps) => {
  await app.register(async (raw) => {
    streamBodies(raw);

    // The routes declare no body (`accepts: 'bytes'`): the parser above hands over the stream.
    serve(raw, evidenceRoutes.receiveUpload, async (request) => {
      await receiveUpload(deps, request.actor, {
        grantId: request.params.grantId,
        body: request.body as unknown as Readable,
        declaredSize: declaredSize(request.headers['content-length']),
      });
      return {};
    });

    serve(raw, evidenceRoutes.receiveUploadPart, async (request, reply) => {
      const { etag } = await receiveUploadPart(deps, request.actor, {
        ...request.params,
        body: request.body as unknown as Readable,
      });
      return reply.header('ETag', etag).header('Access-Control-Expose-Headers', 'ETag').send({});
    });
  });

  serve(app, evidenceRoutes.receiveUploadForm, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
    await receiveUploadForm(deps, request.actor, { grantId: request.params.grantId, parts: request.parts() });
    return reply.status(204).send(null);
  });
};
