import type { FastifyPluginAsync } from 'fastify';
import { evidenceRoutes } from '../../contract/routes/evidence';
import { HttpError } from '../http/errors';
import { serve } from '../http/serve';
import type { EvidenceDeps } from './deps';
import { issueUploadLink, registerUpload, uploadDirect } from './uploads';

/** The two upload flows of the evidence form (document 1 section 6): link + register, and direct. */
export const evidenceUploadRoutes: FastifyPluginAsync<EvidenceDeps> = async (app, deps) => {
  serve(app, evidenceRoutes.requestUploadLink, async (request) =>
    issueUploadLink(deps, request.actor, request.body ?? {}),
  );
  serve(app, evidenceRoutes.registerEvidence, async (request, reply) =>
    reply.status(201).send(await registerUpload(deps, request.actor, request.body)),
  );
  serve(app, evidenceRoutes.uploadEvidenceDirect, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
    return reply.status(201).send(await uploadDirect(deps, request.actor, request.parts()));
  });
};
