import { z } from 'zod';
import {
  evidenceFileSchema,
  evidenceLinksSchema,
  registerEvidenceSchema,
  uploadLinkSchema,
  uploadRequestSchema,
} from '../evidence';
import { errorEnvelopeSchema, errorResponses } from '../errors';
import { defineRoute } from '../route';

const libraryRefusals = errorResponses(400, 401, 403, 404);
const uploadRefusals = errorResponses(400, 401, 403, 404, 413, 415, 429);
/** The local upload address also answers 410 for a link already used or expired. */
const localUploadRefusals = errorResponses(400, 401, 403, 404, 410, 413, 415);
const idParams = z.object({ id: z.string().max(64) });

const companionKey = z.object({ key: z.string().min(1).max(512) });
const companionUpload = z.object({ uploadId: z.string().min(1).max(1024) });
const partNumber = z.coerce.number().int().min(1).max(10_000);
const grantParams = z.object({ grantId: z.uuid() });

/** The evidence library (document 2 section 4): list, view or download, link, delete. */
const libraryRoutes = {
  evidence: defineRoute({
    method: 'GET',
    path: '/api/evidence',
    tag: 'evidence',
    answers: { 200: z.array(evidenceFileSchema), ...libraryRefusals },
    access: 'evidence:read:own',
  }),
  controlEvidence: defineRoute({
    method: 'GET',
    path: '/api/evidence/:controlId',
    tag: 'evidence',
    params: z.object({ controlId: z.string().max(64) }),
    answers: { 200: z.array(evidenceFileSchema), ...libraryRefusals },
    access: 'evidence:read:own',
  }),
  /** The owner's file, or any client's for staff (D8): the service reads with either permission. */
  evidenceContent: defineRoute({
    method: 'GET',
    path: '/api/evidence/:id/content',
    tag: 'evidence',
    params: idParams,
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    answers: {
      200: z.any().describe('The file, streamed'),
      401: errorEnvelopeSchema,
      404: errorEnvelopeSchema,
    },
    access: 'evidence:read:own',
    answersFile: true,
  }),
  saveEvidenceLinks: defineRoute({
    method: 'PUT',
    path: '/api/evidence/:id/links',
    tag: 'evidence',
    params: idParams,
    body: evidenceLinksSchema,
    answers: { 200: evidenceFileSchema, ...libraryRefusals, ...errorResponses(409) },
    access: 'evidence:upload:own',
  }),
  deleteEvidence: defineRoute({
    method: 'DELETE',
    path: '/api/evidence/:id',
    tag: 'evidence',
    params: idParams,
    answers: { 204: z.null(), ...libraryRefusals },
    access: 'evidence:delete:own',
  }),
  /** The admin console's download of any client's file (document 2), under its own session (D10). */
  adminEvidenceContent: defineRoute({
    method: 'GET',
    path: '/api/admin/evidence/:id/content',
    tag: 'admin',
    params: idParams,
    answers: { 200: z.any(), ...libraryRefusals, ...errorResponses(429) },
    access: 'evidence:read:any',
    session: 'console',
    answersFile: true,
  }),
};

/** The two upload flows of the evidence form (document 1 section 6): link + register, and direct. */
const uploadRoutes = {
  requestUploadLink: defineRoute({
    method: 'POST',
    path: '/api/evidence/upload',
    tag: 'evidence',
    body: uploadRequestSchema,
    answers: { 200: uploadLinkSchema, ...uploadRefusals },
    access: 'evidence:upload:own',
  }),
  registerEvidence: defineRoute({
    method: 'POST',
    path: '/api/evidence',
    tag: 'evidence',
    body: registerEvidenceSchema,
    answers: { 201: evidenceFileSchema, ...uploadRefusals },
    access: 'evidence:upload:own',
  }),
  uploadEvidenceDirect: defineRoute({
    method: 'POST',
    path: '/api/evidence/upload-direct',
    tag: 'evidence',
    answers: { 201: evidenceFileSchema, ...uploadRefusals },
    access: 'evidence:upload:own',
    accepts: 'multipart',
  }),
};

/**
 * The companion routes the uploader's AwsS3 plugin calls (document 2 section 7), for both kinds
 * of storage. GET s3/sts is deliberately absent (D9): it would hand storage keys to browsers.
 */
const companionRoutes = {
  uploadForm: defineRoute({
    method: 'GET',
    path: '/api/evidence/s3/params',
    tag: 'uploader',
    query: z.looseObject({
      filename: z.string().min(1).max(1024),
      type: z.string().max(255).optional(),
    }),
    answers: {
      200: z.object({ method: z.literal('POST'), url: z.string(), fields: z.record(z.string(), z.string()) }),
      ...uploadRefusals,
    },
    access: 'evidence:upload:own',
  }),
  startMultipartUpload: defineRoute({
    method: 'POST',
    path: '/api/evidence/s3/multipart',
    tag: 'uploader',
    body: z.object({
      filename: z.string().min(1).max(1024),
      type: z.string().max(255).optional(),
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
    answers: { 200: z.object({ key: z.string(), uploadId: z.string() }), ...uploadRefusals },
    access: 'evidence:upload:own',
  }),
  uploadedParts: defineRoute({
    method: 'GET',
    path: '/api/evidence/s3/multipart/:uploadId',
    tag: 'uploader',
    params: companionUpload,
    query: companionKey,
    answers: {
      200: z.array(z.object({ PartNumber: z.number(), ETag: z.string(), Size: z.number().optional() })),
      ...uploadRefusals,
    },
    access: 'evidence:upload:own',
  }),
  signUploadPart: defineRoute({
    method: 'GET',
    path: '/api/evidence/s3/multipart/:uploadId/:partNumber',
    tag: 'uploader',
    params: companionUpload.extend({ partNumber }),
    query: companionKey,
    answers: { 200: z.object({ url: z.string(), expires: z.number() }), ...uploadRefusals },
    access: 'evidence:upload:own',
  }),
  completeMultipartUpload: defineRoute({
    method: 'POST',
    path: '/api/evidence/s3/multipart/:uploadId/complete',
    tag: 'uploader',
    params: companionUpload,
    query: companionKey,
    body: z.object({
      parts: z
        .array(z.object({ PartNumber: partNumber, ETag: z.string().min(1).max(256) }))
        .min(1)
        .max(10_000),
    }),
    answers: { 200: z.object({ location: z.string(), key: z.string() }), ...uploadRefusals },
    access: 'evidence:upload:own',
  }),
  abortMultipartUpload: defineRoute({
    method: 'DELETE',
    path: '/api/evidence/s3/multipart/:uploadId',
    tag: 'uploader',
    params: companionUpload,
    query: companionKey,
    answers: { 200: z.object({}), ...uploadRefusals },
    access: 'evidence:upload:own',
  }),
};

/**
 * With local storage, upload links point here (LOCAL_UPLOAD_ROUTE of the storage): the single-use
 * PUT of POST /api/evidence/upload, the form POST of the uploader's s3/params, and the parts of a
 * multipart upload. The server registers them only when the storage is local.
 */
const localUploadRoutes = {
  receiveUpload: defineRoute({
    method: 'PUT',
    path: '/api/evidence/uploads/:grantId',
    tag: 'evidence',
    params: grantParams,
    answers: { 200: z.object({}), ...localUploadRefusals },
    access: 'evidence:upload:own',
    accepts: 'bytes',
  }),
  receiveUploadPart: defineRoute({
    method: 'PUT',
    path: '/api/evidence/uploads/:grantId/parts/:partNumber',
    tag: 'evidence',
    params: grantParams.extend({ partNumber }),
    answers: { 200: z.object({}), ...localUploadRefusals },
    access: 'evidence:upload:own',
    accepts: 'bytes',
  }),
  receiveUploadForm: defineRoute({
    method: 'POST',
    path: '/api/evidence/uploads/:grantId',
    tag: 'evidence',
    params: grantParams,
    answers: { 204: z.null(), ...localUploadRefusals },
    access: 'evidence:upload:own',
    accepts: 'multipart',
  }),
};

export const evidenceRoutes = {
  ...libraryRoutes,
  ...uploadRoutes,
  ...companionRoutes,
  ...localUploadRoutes,
};
