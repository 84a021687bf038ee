import type { FastifyPluginAsync } from 'fastify';
import { evidenceRoutes } from '../../contract/routes/evidence';
import { serve } from '../http/serve';
import type { EvidenceDeps } from './deps';
import {
  abortUpload,
  completeUpload,
  issueUploadForm,
  listUploadedParts,
  signUploadPart,
  startMultipartUpload,
} from './uploads';

const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/**
 * The companion routes the uploader's AwsS3 plugin calls (document 2 section 7), for both kinds
 * of storage. GET s3/sts is deliberately absent (D9): it would hand storage keys to browsers.
 */
export const companionRoutes: FastifyPluginAsync<EvidenceDeps> = async (app, deps) => {
  serve(app, evidenceRoutes.uploadForm, async (request) =>
    issueUploadForm(deps, request.actor, { filename: request.query.filename, origin: origin(request) }),
  );

  serve(app, evidenceRoutes.startMultipartUpload, async (request) =>
    startMultipartUpload(deps, request.actor, {
      filename: request.body.filename,
      size: Number((request.body.metadata as { size?: unknown } | undefined)?.size ?? 0),
    }),
  );

  serve(app, evidenceRoutes.uploadedParts, async (request) =>
    listUploadedParts(deps, request.actor, { key: request.query.key, uploadId: request.params.uploadId }),
  );

  serve(app, evidenceRoutes.signUploadPart, async (request) =>
    signUploadPart(deps, request.actor, { key: request.query.key, ...request.params }),
  );

  serve(app, evidenceRoutes.completeMultipartUpload, async (request) =>
    completeUpload(deps, request.actor, {
      key: request.query.key,
      uploadId: request.params.uploadId,
      parts: request.body.parts,
      origin: origin(request),
    }),
  );

  serve(app, evidenceRoutes.abortMultipartUpload, async (request) => {
    await abortUpload(deps, request.actor, { key: request.query.key, uploadId: request.params.uploadId });
    return {};
  });
};
