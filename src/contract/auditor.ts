import { z } from 'zod';
import { REVIEW_STATUSES } from './constants';
import { implementationSchema, implementationStatusSchema, NOTES_MAX_LENGTH } from './implementations';
import { overallProgressSchema, domainProgressSchema } from './progress';
import { hasNoNul, NUL_MESSAGE } from './text';

export { AUDITOR_STATUS_LABELS, auditorStatusLabel } from './labels';

/** The verdicts an auditor can record: the one list, in constants.ts, that the database also checks. */
export const AUDITOR_STATUSES = REVIEW_STATUSES;
export type AuditorStatus = (typeof AUDITOR_STATUSES)[number];

export const REVIEW_REQUIRED_MESSAGE = 'Please provide both status and notes';

export const reviewSchema = z.object({
  auditorStatus: z.enum(AUDITOR_STATUSES, REVIEW_REQUIRED_MESSAGE),
  auditorNotes: z
    .string(REVIEW_REQUIRED_MESSAGE)
    .trim()
    .min(1, REVIEW_REQUIRED_MESSAGE)
    .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`)
    .refine(hasNoNul, NUL_MESSAGE),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const clientSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  username: z.string(),
  industry: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientsQuerySchema = z.object({
  search: z.string().trim().max(100).refine(hasNoNul, NUL_MESSAGE).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const clientProgressSchema = z.object({
  overall: overallProgressSchema,
  domains: z.array(domainProgressSchema),
});
export type ClientProgress = z.infer<typeof clientProgressSchema>;

/**
 * One catalog control of a client, as the auditor sees it: all 17 are listed. A control the client
 * never touched has no implementation record yet, so it reads as not started with `id`,
 * `createdAt` and `updatedAt` null (nothing to review until the client works on it); the rest is
 * the implementation payload unchanged.
 */
export const auditorImplementationSchema = implementationSchema.extend({
  id: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AuditorImplementation = z.infer<typeof auditorImplementationSchema>;

/** The most items the review queue returns. */
export const REVIEW_QUEUE_LIMIT = 100;

/** Work awaiting review across clients: in progress or completed, with no current verdict. */
export const reviewQueueItemSchema = z.object({
  clientId: z.string(),
  businessName: z.string(),
  implementationId: z.string(),
  controlId: z.string(),
  controlNumber: z.string(),
  controlTitle: z.string(),
  status: implementationStatusSchema,
  /** When the implementation last changed (its updatedAt). */
  since: z.string(),
  /** Reviewed before, and the verdict lapsed because the client changed the work. */
  resubmitted: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
