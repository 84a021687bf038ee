import { z } from 'zod';
import { controlSchema } from './catalog';
import { IMPLEMENTATION_STATUSES, REVIEW_STATUSES } from './constants';
import { hasNoNul, NUL_MESSAGE } from './text';

export { STATUS_LABELS, statusLabel } from './labels';

export const NOTES_MAX_LENGTH = 10_000;

export const implementationStatusSchema = z.enum(IMPLEMENTATION_STATUSES, 'Choose a valid status');

export const saveImplementationSchema = z.object({
  controlId: z.string().trim().min(1, 'Choose a control').max(64).refine(hasNoNul, NUL_MESSAGE),
  status: implementationStatusSchema,
  notes: z
    .string()
    .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`)
    .refine(hasNoNul, NUL_MESSAGE)
    .nullable()
    .optional(),
});
export type SaveImplementationInput = z.infer<typeof saveImplementationSchema>;

export const evidenceSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
});

/** One auditor review from the history (newest first); the reviewer is null once their account is gone. */
export const reviewRecordSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  notes: z.string().nullable(),
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

export const implementationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  controlId: z.string(),
  status: implementationStatusSchema,
  notes: z.string().nullable(),
  completedAt: z.string().nullable(),
  auditorStatus: z.enum(REVIEW_STATUSES).nullable(),
  auditorNotes: z.string().nullable(),
  auditedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  control: controlSchema,
  evidenceFiles: z.array(evidenceSummarySchema),
  /** Every review, newest first; the current verdict is auditorStatus (null once it lapsed). */
  reviews: z.array(reviewRecordSchema),
});
export type Implementation = z.infer<typeof implementationSchema>;
