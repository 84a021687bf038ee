import { z } from 'zod';
import {
  bulkReviewResultSchema,
  bulkReviewSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  reviewSchema,
} from '../auditor';
import { errorResponses } from '../errors';
import { implementationSchema } from '../implementations';
import { defineRoute } from '../route';

/** One implementation's verdict, at the path of either route family of D3. */
const reviewAt = <const P extends string>(path: P) =>
  defineRoute({
    method: 'PUT',
    path,
    tag: 'auditor',
    params: z.object({ implementationId: z.string().max(64) }),
    body: reviewSchema,
    answers: { 200: implementationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    access: 'implementation:review',
  });

/**
 * The review queue and the verdicts (document 2 section 7, D19, D28): auditors and admins review
 * one implementation or approve several at once.
 */
export const reviewRoutes = {
  reviewQueue: defineRoute({
    method: 'GET',
    path: '/api/auditor/queue',
    tag: 'auditor',
    query: reviewQueueQuerySchema,
    answers: { 200: reviewQueuePageSchema, ...errorResponses(400, 401, 403) },
    access: 'client:read:any',
  }),
  // All or none; a note is optional as for a single approval (D28).
  approveReviews: defineRoute({
    method: 'POST',
    path: '/api/auditor/reviews',
    tag: 'auditor',
    body: bulkReviewSchema,
    answers: { 200: bulkReviewResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
    access: 'implementation:review',
  }),
  reviewImplementation: reviewAt('/api/auditor/implementations/:implementationId/review'),
  /** The `/api/auditor/client` family's path of the same verdict (D3); the web calls this one. */
  reviewImplementationSingular: reviewAt('/api/auditor/review/:implementationId'),
};
