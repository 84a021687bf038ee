import { z } from 'zod';
import { CMMC_STATUSES } from './poam';
import { SSP_PARTS } from './ssp-gate';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * The answers and bodies of the Level 2 routes (issue 26): the SPRS score (D30) and the POA&M
 * (D31). The rules behind them are the pure functions of sprs.ts and poam.ts.
 */

export const deductionSchema = z.object({
  requirementId: z.string(),
  /** Points lost, a positive number. */
  points: z.number().int(),
  reason: z.string(),
});

/** GET /api/assessment/sprs-score */
export const sprsScoreSchema = z.object({
  scorable: z.boolean(),
  /** 110 down to -203; null without a system security plan (3.12.4). */
  score: z.number().int().nullable(),
  /**
   * The status affirmed and recorded (D35; 170.21(b), 170.4): Final, Conditional, expired (a
   * Conditional status not closed out within 180 days), or none before any affirmation.
   */
  status: z.enum(CMMC_STATUSES),
  /** What the current findings would support if affirmed now: never a status until affirmed. */
  wouldBe: z.enum(['final', 'conditional', 'none']),
  deductions: z.array(deductionSchema),
  /** Why there is no score, for the screens; null when there is one. */
  unscorableReason: z.string().nullable(),
  /**
   * Why there is no score, for code (D35): `no_ssp` when 3.12.4 is not MET by its findings,
   * `ssp_incomplete` when they say MET but the plan lacks parts; null when there is a score.
   */
  unscorableCode: z.enum(['no_ssp', 'ssp_incomplete']).nullable(),
  /** The parts of 3.12.4 ([b]-[h]) the plan lacks, whatever the findings say (D35). */
  sspMissing: z.array(z.enum(SSP_PARTS)),
  /** The CMMC status date: the SPRS entry date recorded for the affirmed result (170.4). */
  statusDate: z.string().nullable(),
  /**
   * 180 days after the Conditional status date (170.21(b)): the SPRS entry date, or the affirmation's
   * day until it is recorded (D35); null without an affirmed Conditional status.
   */
  poamCloseBy: z.string().nullable(),
  /** When the POA&M closeout was recorded. */
  poamClosedOutAt: z.string().nullable(),
  /** The date the closeout's results were entered in SPRS (170.16(a)(1)(ii)(B)). */
  closeoutSprsEnteredAt: z.string().nullable(),
});
export type SprsScoreAnswer = z.infer<typeof sprsScoreSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const dateSchema = z.string('Give a date as YYYY-MM-DD').refine(isRealDate, 'Give a real date as YYYY-MM-DD');
const text = (max: number) =>
  freeText().trim().min(1, 'Required').max(max, `At most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

export const POAM_WEAKNESS_MAX = 2000;
export const POAM_MILESTONES_MAX = 20;

export const milestoneSchema = z.object({ text: text(500), due: dateSchema });

export const poamItemSchema = z.object({
  id: z.string(),
  /** The requirement, by its Level 2 id (`AC.L2-3.1.3`). */
  requirementId: z.string(),
  weakness: z.string(),
  plannedCompletion: z.string(),
  milestones: z.array(milestoneSchema),
  responsibleUserId: z.string().nullable(),
  /** What the requirement loses in the score now. */
  points: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Whether this item can support a Conditional status (32 CFR 170.21(a)(2)). */
  conditionalEligible: z.boolean(),
  /** The 170.21(a)(2) sentence that keeps it from supporting one; null when it can. */
  ineligibleReason: z.string().nullable(),
});
export type PoamItem = z.infer<typeof poamItemSchema>;

/** An item as an affirmation froze it: snapshots frozen before issue 39 lack the eligibility. */
export const snapshotPoamItemSchema = poamItemSchema.partial({
  conditionalEligible: true,
  ineligibleReason: true,
});

/** GET /api/assessment/poam */
export const poamSchema = z.object({
  items: z.array(poamItemSchema),
  /** Whether the assessment with these items meets 170.21(a)(2) for a Conditional status. */
  eligible: z.boolean(),
  /** What stands in the way, each citing 32 CFR 170.21 in plain words. */
  reasons: z.array(z.string()),
});
export type Poam = z.infer<typeof poamSchema>;

export const createPoamItemSchema = z.object({
  requirementId: z
    .string('Choose a requirement')
    .min(1, 'Choose a requirement')
    .max(32)
    .refine(hasNoNul, NUL_MESSAGE),
  weakness: text(POAM_WEAKNESS_MAX).optional(),
  plannedCompletion: dateSchema,
  milestones: z
    .array(milestoneSchema)
    .max(POAM_MILESTONES_MAX, `At most ${POAM_MILESTONES_MAX} milestones`)
    .optional(),
  responsibleUserId: z.uuid('Choose a member').nullable().optional(),
});
export type CreatePoamItemInput = z.input<typeof createPoamItemSchema>;

export const updatePoamItemSchema = createPoamItemSchema.omit({ requirementId: true }).partial();
export type UpdatePoamItemInput = z.input<typeof updatePoamItemSchema>;

/** PUT /api/assessment/poam/closeout: the closeout assessment's date and its SPRS entry date (D35). */
export const poamCloseoutSchema = z.object({ closedAt: dateSchema, sprsEnteredAt: dateSchema });
