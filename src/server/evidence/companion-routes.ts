import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import type { EvidenceDeps } from './deps';
import {
  abortUpload,
  completeUpload,
  issueUploadForm,
  listUploadedParts,
  signUploadPart,
  startMultipartUpload,
} from './uploads';

const keyQuery = z.object({ key: z.string().min(1).max(512) });
const uploadIdParam = z.object({ uploadId: z.string().min(1).max(1024) });
const partNumber = z.coerce.number().int().min(1).max(10_000);
const refusals = errorResponses(400, 401, 403, 404, 413, 415, 429);
const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/**
 * The companion routes the uploader's AwsS3 plugin calls (document 2 section 7), for both kinds
 * of storage. GET s3/sts is deliberately absent (D9): it would hand storage keys to browsers.
 */
export const companionRoutes: FastifyPluginAsyncZod<EvidenceDeps> = async (app, deps) => {
  app.get(
    '/api/evidence/s3/params',
    {
      schema: {
        tags: ['uploader'],
        querystring: z.looseObject({
          filename: z.string().min(1).max(1024),
          type: z.string().max(255).optional(),
        }),
        response: {
          200: z.object({
            method: z.literal('POST'),
            url: z.string(),
            fields: z.record(z.string(), z.string()),
          }),
          ...refusals,
        },
      },
    },
    async (request) =>
      issueUploadForm(deps, request.actor, { filename: request.query.filename, origin: origin(request) }),
  );

  app.post(
    '/api/evidence/s3/multipart',
    {
      schema: {
        tags: ['uploader'],
        body: z.object({
          filename: z.string().min(1).max(1024),
          type: z.string().max(255).optional(),
          metadata: z.record(z.string(), z.unknown()).optional(),
        }),
        response: { 200: z.object({ key: z.string(), uploadId: z.string() }), ...refusals },
      },
    },
    async (request) =>
      startMultipartUpload(deps, request.actor, {
        filename: request.body.filename,
        size: Number((request.body.metadata as { size?: unknown } | undefined)?.size ?? 0),
      }),
  );

  app.get(
    '/api/evidence/s3/multipart/:uploadId',
    {
      schema: {
        tags: ['uploader'],
        params: uploadIdParam,
        querystring: keyQuery,
        response: {
          200: z.array(z.object({ PartNumber: z.number(), ETag: z.string(), Size: z.number().optional() })),
          ...refusals,
        },
      },
    },
    async (request) =>
      listUploadedParts(deps, request.actor, { key: request.query.key, uploadId: request.params.uploadId }),
  );

  app.get(
    '/api/evidence/s3/multipart/:uploadId/:partNumber',
    {
      schema: {
        tags: ['uploader'],
        params: uploadIdParam.extend({ partNumber }),
        querystring: keyQuery,
        response: { 200: z.object({ url: z.string(), expires: z.number() }), ...refusals },
      },
    },
    async (request) => signUploadPart(deps, request.actor, { key: request.query.key, ...request.params }),
  );

  app.post(
    '/api/evidence/s3/multipart/:uploadId/complete',
    {
      schema: {
        tags: ['uploader'],
        params: uploadIdParam,
        querystring: keyQuery,
        body: z.object({
          parts: z
            .array(z.object({ PartNumber: partNumber, ETag: z.string().min(1).max(256) }))
            .min(1)
            .max(10_000),
        }),
        response: { 200: z.object({ location: z.string(), key: z.string() }), ...refusals },
      },
    },
    async (request) =>
      completeUpload(deps, request.actor, {
        key: request.query.key,
        uploadId: request.params.uploadId,
        parts: request.body.parts,
        origin: origin(request),
      }),
  );

  app.delete(
    '/api/evidence/s3/multipart/:uploadId',
    {
      schema: {
        tags: ['uploader'],
        params: uploadIdParam,
        querystring: keyQuery,
        response: { 200: z.object({}), ...refusals },
      },
    },
    async (request) => {
      await abortUpload(deps, request.actor, { key: request.query.key, uploadId: request.params.uploadId });
      return {};
    },
  );
};
