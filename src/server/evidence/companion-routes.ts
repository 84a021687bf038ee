import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import { cleanFileName } from '../../contract/evidence';
import { requireActor } from '../http/actor';
import { badRequest } from '../http/errors';
import { createGrant, multipartGrant, setMultipartId } from './grants';
import type { EvidenceRouteOptions } from './routes';
import { assertAllowedName, tooLarge } from './service';

const keyQuery = z.object({ key: z.string().min(1).max(512) });
const uploadIdParam = z.object({ uploadId: z.string().min(1).max(1024) });
const refusals = errorResponses(400, 401, 403, 404, 413, 415);

/**
 * The companion routes the uploader's AwsS3 plugin calls (document 2 section 7), for both kinds
 * of storage. GET s3/sts is deliberately absent (D9): it would hand storage keys to browsers.
 */
export const companionRoutes: FastifyPluginAsyncZod<EvidenceRouteOptions> = async (app, options) => {
  const { db, storage, maxBytes, linkLifetimeSeconds } = options;
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  /** Where the uploaded object is, for POST /api/evidence: its URL names the grant. */
  const location = (request: { protocol: string; host: string }, grantId: string) =>
    `${origin(request)}/api/evidence/uploads/${grantId}`;

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
    async (request) => {
      const { user } = requireActor(request, 'client');
      assertAllowedName(cleanFileName(request.query.filename));
      const grant = await createGrant(db, user.id, linkLifetimeSeconds);
      const post = await storage.presignPost(grant.stagingKey, {
        maxBytes,
        expiresInSeconds: linkLifetimeSeconds,
        token: grant.id,
        origin: origin(request),
      });
      return { method: 'POST' as const, ...post };
    },
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
    async (request) => {
      const { user } = requireActor(request, 'client');
      assertAllowedName(cleanFileName(request.body.filename));
      const size = Number((request.body.metadata as { size?: unknown } | undefined)?.size ?? 0);
      if (size > maxBytes) throw tooLarge(maxBytes);
      const grant = await createGrant(db, user.id, linkLifetimeSeconds);
      const { uploadId } = await storage.createMultipartUpload(grant.stagingKey, 'application/octet-stream');
      await setMultipartId(db, grant, uploadId);
      return { key: grant.stagingKey, uploadId };
    },
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
    async (request) => {
      const { user } = requireActor(request, 'client');
      await multipartGrant(db, user.id, request.query.key, request.params.uploadId);
      return storage.listParts(request.query.key, request.params.uploadId);
    },
  );

  app.get(
    '/api/evidence/s3/multipart/:uploadId/:partNumber',
    {
      schema: {
        tags: ['uploader'],
        params: uploadIdParam.extend({ partNumber: z.coerce.number().int().min(1).max(10_000) }),
        querystring: keyQuery,
        response: { 200: z.object({ url: z.string(), expires: z.number() }), ...refusals },
      },
    },
    async (request) => {
      const { user } = requireActor(request, 'client');
      const grant = await multipartGrant(db, user.id, request.query.key, request.params.uploadId);
      const url = await storage.presignUploadPart(
        grant.stagingKey,
        request.params.uploadId,
        request.params.partNumber,
        {
          expiresInSeconds: linkLifetimeSeconds,
          token: grant.id,
        },
      );
      return { url, expires: linkLifetimeSeconds };
    },
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
            .array(
              z.object({ PartNumber: z.number().int().min(1).max(10_000), ETag: z.string().min(1).max(256) }),
            )
            .min(1)
            .max(10_000),
        }),
        response: { 200: z.object({ location: z.string(), key: z.string() }), ...refusals },
      },
    },
    async (request) => {
      const { user } = requireActor(request, 'client');
      const grant = await multipartGrant(db, user.id, request.query.key, request.params.uploadId);
      try {
        await storage.completeMultipartUpload(grant.stagingKey, request.params.uploadId, request.body.parts);
      } catch {
        throw badRequest('The uploaded parts do not match. Please upload the file again.');
      }
      return { location: location(request, grant.id), key: grant.stagingKey };
    },
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
      const { user } = requireActor(request, 'client');
      const grant = await multipartGrant(db, user.id, request.query.key, request.params.uploadId);
      await storage.abortMultipartUpload(grant.stagingKey, request.params.uploadId);
      return {};
    },
  );
};
