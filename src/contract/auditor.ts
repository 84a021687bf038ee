import { affirmedStandingSchema } from './affirmed-standing';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE_MAX, adminPageQuerySchema, adminPageSchema, type AdminPage } from './admin';
import { level1ResultSchema, objectiveFindingSchema } from './assessment';
import { REVIEW_STATUSES } from './constants';
import { implementationSchema, implementationStatusSchema, NOTES_MAX_LENGTH } from './implementations';
import { PRACTICE_RESULTS } from './labels';
import { overallProgressSchema, domainProgressSchema } from './progress';
import { isOpenVerdict } from './reviews';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

export { AUDITOR_STATUS_LABELS, auditorStatusLabel } from './labels';

/** The verdicts an auditor can record: the one list, in constants.ts, that the database also checks. */
export const AUDITOR_STATUSES = REVIEW_STATUSES;
export type AuditorStatus = (typeof AUDITOR_STATUSES)[number];

export const REVIEW_REQUIRED_MESSAGE = 'Please provide both status and notes';

const reviewNotes = freeText()
  .trim()
  .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`)
  .refine(hasNoNul, NUL_MESSAGE)
  .nullable()
  .optional()
  // A blank note is no note: stored as null, never as an empty string.
  .transform((notes) => notes || null);

/**
 * D28: a note is required to reject or to ask for clarification (the client must learn what to
 * fix), optional to approve; document 2's message then applies to those two verdicts only.
 */
export const needsReviewNotes = (status: AuditorStatus | null | undefined): boolean => isOpenVerdict(status);

/**
 * The implementation's `version` the reviewer read (issue 38): a verdict applies to the work as
 * the reviewer saw it, and is refused (409 `changed_since_read`) when the work changed since.
 */
export const BASED_ON_MESSAGE =
  'Say which version of the implementation you reviewed (its version from your read)';
const basedOn = z
  .number(BASED_ON_MESSAGE)
  .int(BASED_ON_MESSAGE)
  .min(1, BASED_ON_MESSAGE)
  .max(2 ** 31 - 1, BASED_ON_MESSAGE);

export const reviewSchema = z
  .object({
    auditorStatus: z.enum(AUDITOR_STATUSES, REVIEW_REQUIRED_MESSAGE),
    auditorNotes: reviewNotes,
    basedOn,
  })
  .superRefine((review, context) => {
    if (needsReviewNotes(review.auditorStatus) && !review.auditorNotes)
      context.addIssue({ code: 'custom', message: REVIEW_REQUIRED_MESSAGE, path: ['auditorNotes'] });
  });
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

export const clientSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  username: z.string(),
  industry: z.string(),
  email: z.string(),
  /** The CMMC level the organization assesses itself against (D29). */
  targetLevel: z.union([z.literal(1), z.literal(2)]),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** How many clients the list answers when no `limit` is asked. */
export const CLIENTS_LIMIT_DEFAULT = 100;

export const clientsQuerySchema = z.object({
  search: z.string().trim().max(100).refine(hasNoNul, NUL_MESSAGE).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(CLIENTS_LIMIT_DEFAULT),
});

export const clientProgressSchema = z.object({
  overall: overallProgressSchema,
  domains: z.array(domainProgressSchema),
});
export type ClientProgress = z.infer<typeof clientProgressSchema>;

/**
 * One catalog control of a client, as the auditor sees it: all 17 are listed. A control the client
 * never touched has no implementation record yet, so it reads as not started with `id`,
 * `version`, `createdAt` and `updatedAt` null (nothing to review until the client works on it);
 * the rest is the implementation payload unchanged.
 */
export const auditorImplementationSchema = implementationSchema.extend({
  id: z.string().nullable(),
  version: z.number().int().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The responsible member's name (D32): staff read no members list of the client. */
  responsibleName: z.string().nullable(),
  /**
   * The client's findings on the control's objectives (D22), read with the record in one snapshot,
   * so that what the review shows is the work of `version` (issue 38).
   */
  objectives: z.array(objectiveFindingSchema),
});
export type AuditorImplementation = z.infer<typeof auditorImplementationSchema>;

/** What the queue shows (D28): all work awaiting review, or only work reviewed before and resubmitted. */
export const REVIEW_QUEUE_FILTERS = ['awaiting', 'resubmitted'] as const;
export type ReviewQueueFilter = (typeof REVIEW_QUEUE_FILTERS)[number];

/** `GET /api/auditor/queue?filter=&search=&page=&pageSize=`: paged like the console's lists (D21). */
export const reviewQueueQuerySchema = adminPageQuerySchema.extend({
  filter: z.enum(REVIEW_QUEUE_FILTERS, 'Choose awaiting or resubmitted').default('awaiting'),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;
export type ReviewQueueParams = z.input<typeof reviewQueueQuerySchema>;

/** Completed work awaiting review across clients, with no current verdict (D19, D28). */
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
  /** The version of the work listed (issue 38): what a bulk approval names as `basedOn`. */
  version: z.number().int(),
  /** Reviewed before, and the verdict lapsed because the client changed the work. */
  resubmitted: z.boolean(),
  /** The practice's result from the client's objective findings of the current cycle (D22). */
  practiceResult: z.enum(PRACTICE_RESULTS),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueuePageSchema = adminPageSchema(reviewQueueItemSchema);
export type ReviewQueuePage = AdminPage<ReviewQueueItem>;

/** The most implementations one bulk approval takes: a full page of the queue. */
export const BULK_REVIEW_MAX = ADMIN_PAGE_SIZE_MAX;

/**
 * `POST /api/auditor/reviews`: approve several implementations at once (D28). Only approval is
 * offered in bulk: rejecting or asking for clarification needs a note written for that control.
 */
export const bulkReviewSchema = z.object({
  /** Each with the version the reviewer read (issue 38): all are approved, or none. */
  implementations: z
    .array(
      z.object({ implementationId: z.uuid('Choose implementations by their id'), basedOn }),
      'Choose the implementations to approve',
    )
    .min(1, 'Choose at least one implementation to approve')
    .max(BULK_REVIEW_MAX, `Approve at most ${BULK_REVIEW_MAX} implementations at once`)
    .refine(
      (items) => new Set(items.map((item) => item.implementationId)).size === items.length,
      'Name each implementation once',
    ),
  auditorStatus: z.literal('approved', 'Only approval can be given to several implementations at once'),
  auditorNotes: reviewNotes,
});
export type BulkReviewInput = z.input<typeof bulkReviewSchema>;

export const bulkReviewResultSchema = z.object({
  /** How many implementations were approved: all of those asked for. */
  approved: z.number().int(),
  implementationIds: z.array(z.string()),
});
export type BulkReviewResult = z.infer<typeof bulkReviewResultSchema>;

/**
 * An organization's Level 1 standing for the auditor's client list (D28): the result and how many
 * of the objectives are MET or N/A.
 */
export const clientStandingSchema = z.object({
  level1: level1ResultSchema.pick({ result: true, requirementsMet: true, requirementsTotal: true }),
  objectivesMet: z.number().int(),
  objectivesTotal: z.number().int(),
});
export type ClientStanding = z.infer<typeof clientStandingSchema>;

export const clientListItemSchema = clientSummarySchema.extend({
  standing: clientStandingSchema,
  /**
   * What the last affirmation stands for today (issue 39 item 8): NOT MET since the affirmation
   * after a reported change, Conditional with its close-by date, or expired; null when never affirmed.
   */
  affirmedStanding: affirmedStandingSchema.nullable(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;
