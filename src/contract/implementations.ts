import { z } from 'zod';
import { controlSchema } from './catalog';
import { IMPLEMENTATION_STATUSES, REVIEW_STATUSES } from './constants';
import { INHERITANCE_KINDS } from './inheritance';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';
import { SYSTEMS_MAX } from './ssp';

export { STATUS_LABELS, statusLabel } from './labels';

export const NOTES_MAX_LENGTH = 10_000;
/** The longest security role a plan entry names ("IT administrator", "Facility security officer"). */
export const RESPONSIBLE_ROLE_MAX = 200;

export const implementationStatusSchema = z.enum(IMPLEMENTATION_STATUSES, 'Choose a valid status');

export const saveImplementationSchema = z.object({
  controlId: z.string().trim().min(1, 'Choose a control').max(64).refine(hasNoNul, NUL_MESSAGE),
  status: implementationStatusSchema,
  notes: freeText()
    .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`)
    .refine(hasNoNul, NUL_MESSAGE)
    .nullable()
    .optional(),
  /**
   * The SSP's fields (D32; NIST SP 800-171 r2 3.12.4 "how security requirements are implemented"):
   * each left out keeps what is stored.
   */
  implementationStatement: freeText()
    .trim()
    .max(NOTES_MAX_LENGTH, `The implementation statement must be at most ${NOTES_MAX_LENGTH} characters`)
    .refine(hasNoNul, NUL_MESSAGE)
    .nullable()
    .optional(),
  /** A member of the organization; null for none. */
  responsibleUserId: z.uuid('Choose a member of your organization').nullable().optional(),
  /**
   * The security role responsible (D36): a role of the organization's security staff, such as
   * "IT administrator" or "Facility security officer", not a platform role; null or empty for none.
   */
  responsibleRole: freeText('Enter the responsible role as text')
    .trim()
    .max(RESPONSIBLE_ROLE_MAX, `The responsible role must be at most ${RESPONSIBLE_ROLE_MAX} characters`)
    .refine(hasNoNul, NUL_MESSAGE)
    .nullable()
    .optional(),
  /** Ids of the scope's systems (the current cycle's `scope.systems`). */
  systemIds: z
    .array(z.uuid('Choose systems from your scope'))
    .max(SYSTEMS_MAX, `At most ${SYSTEMS_MAX} systems`)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each system once')
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
  /** The implementation's `version` the reviewer read and judged; null for reviews made before versions. */
  basedOn: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/**
 * An owner's approval of a requirement found not applicable (D36). NIST SP 800-171A 3.12.4[d]
 * determines whether "the security requirements identified and approved by the designated
 * authority as non-applicable are identified" (an owner is the designated authority in the tool):
 * who approved it and when. The name is kept as it was, after the account is gone (the id is then
 * null).
 */
export const notApplicableApprovalSchema = z.object({
  approvedByUserId: z.string().nullable(),
  approvedByName: z.string(),
  approvedAt: z.string(),
});
export type NotApplicableApproval = z.infer<typeof notApplicableApprovalSchema>;

export const implementationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  controlId: z.string(),
  status: implementationStatusSchema,
  notes: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** How the organization meets the requirement, in its words (the SSP, D32). */
  implementationStatement: z.string().nullable(),
  /** The member responsible; null when none is named or they left. */
  responsibleUserId: z.string().nullable(),
  /** The security role responsible (D36), e.g. "IT administrator"; null when none is named. */
  responsibleRole: z.string().nullable(),
  /** The scope's systems it applies to. */
  systemIds: z.array(z.string()),
  /** Who is responsible (D36): none, or partly or fully the provider named, with its part. */
  inheritance: z.enum(INHERITANCE_KINDS),
  inheritedProviderId: z.string().nullable(),
  providerPart: z.string().nullable(),
  /**
   * The owner's approval of the requirement as not applicable (3.12.4[d]); cleared when a finding
   * of the requirement leaves N/A. It counts only while the requirement is N/A.
   */
  notApplicableApproval: notApplicableApprovalSchema.nullable(),
  auditorStatus: z.enum(REVIEW_STATUSES).nullable(),
  auditorNotes: z.string().nullable(),
  auditedAt: z.string().nullable(),
  /**
   * The version of the work an auditor judges (issue 38): raised by every change to the status,
   * notes, statement, findings or evidence, the changes that lapse a verdict. A review names the
   * version it was made on (`basedOn`) and is refused when the work changed since.
   */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  control: controlSchema,
  evidenceFiles: z.array(evidenceSummarySchema),
  /** Every review, newest first; the current verdict is auditorStatus (null once it lapsed). */
  reviews: z.array(reviewRecordSchema),
});
export type Implementation = z.infer<typeof implementationSchema>;
