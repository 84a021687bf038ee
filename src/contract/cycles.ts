import { z } from 'zod';
import { assessmentSchema } from './assessment';
import { emailSchema } from './auth';
import { hasNoNul, NUL_MESSAGE } from './text';

/**
 * Yearly assessment cycles (decision D23): a cycle holds the scope, the findings of D22 made during
 * it, and the affirmation of 32 CFR 170.22, which freezes it into a snapshot.
 */

export const SCOPE_TEXT_MAX = 5000;
export const CAGE_CODES_MAX = 20;
/** A CAGE code: exactly 5 letters or digits. */
export const CAGE_CODE_PATTERN = /^[A-Z0-9]{5}$/;
export const CAGE_CODE_MESSAGE = 'A CAGE code is exactly 5 letters or digits';
/** Days before the due date from which the dashboard warns. */
export const DUE_SOON_DAYS = 30;
/** Where an organization's yearly affirmation stands: the dashboard's banner, the console's filter. */
export const AFFIRMATION_STATES = ['affirmed', 'due_soon', 'overdue', 'never'] as const;
export type AffirmationState = (typeof AFFIRMATION_STATES)[number];
export const AFFIRMATION_STATE_LABELS: Record<AffirmationState, string> = {
  affirmed: 'Affirmed',
  due_soon: `Due within ${DUE_SOON_DAYS} days`,
  overdue: 'Overdue',
  never: 'Never affirmed',
};

const scopeText = z
  .string()
  .trim()
  .max(SCOPE_TEXT_MAX, `At most ${SCOPE_TEXT_MAX} characters`)
  .refine(hasNoNul, NUL_MESSAGE);

/** The body of PUT /api/assessment/scope: the fields sent replace theirs, the others stay. */
export const scopeInputSchema = z.object({
  fciDescription: scopeText.optional(),
  systems: scopeText.optional(),
  people: scopeText.optional(),
  facilities: scopeText.optional(),
  serviceProviders: scopeText.optional(),
  specializedAssets: scopeText.optional(),
  cageCodes: z
    .array(z.string().trim().toUpperCase().regex(CAGE_CODE_PATTERN, CAGE_CODE_MESSAGE))
    .max(CAGE_CODES_MAX, `At most ${CAGE_CODES_MAX} CAGE codes`)
    .refine((codes) => new Set(codes).size === codes.length, 'Name each CAGE code once')
    .optional(),
  /** The FCI-or-CUI check: true when the business holds CUI (Level 1 is then not enough). */
  holdsCui: z.boolean('Answer yes or no').nullable().optional(),
});
export type ScopeInput = z.input<typeof scopeInputSchema>;

export const scopeSchema = z.object({
  fciDescription: z.string(),
  systems: z.string(),
  people: z.string(),
  facilities: z.string(),
  serviceProviders: z.string(),
  specializedAssets: z.string(),
  cageCodes: z.array(z.string()),
  holdsCui: z.boolean().nullable(),
});
export type Scope = z.infer<typeof scopeSchema>;

/** What the scope must say before the cycle can be affirmed. */
export function scopeProblems(scope: Scope): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!scope.fciDescription.trim()) problems.fciDescription = 'Describe the contract information you receive';
  if (!scope.systems.trim()) problems.systems = 'Say which systems and cloud services hold it';
  if (scope.holdsCui === null) problems.holdsCui = 'Answer the FCI-or-CUI check';
  return problems;
}

const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .max(30, 'At most 30 characters')
  .regex(/^\+?[0-9 ().-]{7,}$/, 'Enter a phone number, digits with spaces, dashes or parentheses');
const nameSchema = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(200, 'At most 200 characters')
    .refine(hasNoNul, NUL_MESSAGE);

/** The body of POST /api/assessment/affirm (32 CFR 170.22(a)(2)). */
export const affirmInputSchema = z.object({
  officialName: nameSchema('Name'),
  officialTitle: nameSchema('Title'),
  officialEmail: emailSchema,
  officialPhone: phoneSchema,
  statementAccepted: z.literal(true, 'Accept the affirmation statement to affirm'),
});
export type AffirmInput = z.input<typeof affirmInputSchema>;

/** The affirmation statement, after 32 CFR 170.22(a)(2)(ii), for a named organization. */
export function affirmationStatement(organization: string): string {
  return (
    `I affirm that ${organization} has implemented and will maintain implementation of all applicable ` +
    'CMMC Level 1 security requirements (the 15 requirements of FAR 52.204-21(b)(1)) to its CMMC Status ' +
    'of Level 1 (Self) for all information systems within the CMMC Assessment Scope.'
  );
}

export const affirmationSchema = z.object({
  officialName: z.string(),
  officialTitle: z.string(),
  officialEmail: z.string(),
  officialPhone: z.string(),
  statement: z.string(),
  affirmedAt: z.string(),
});
export type Affirmation = z.infer<typeof affirmationSchema>;

export const evidenceIndexEntrySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  controlIds: z.array(z.string()),
  objectiveIds: z.array(z.string()),
  /** The file's SHA-256 (D25); absent from snapshots frozen before hashes were recorded. */
  sha256: z.string().nullable().optional(),
});

/** What an affirmation freezes: no route changes it afterwards. */
export const cycleSnapshotSchema = z.object({
  scope: scopeSchema,
  assessment: assessmentSchema,
  evidence: z.array(evidenceIndexEntrySchema),
  affirmation: affirmationSchema,
});
export type CycleSnapshot = z.infer<typeof cycleSnapshotSchema>;

export const cycleSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(['open', 'affirmed']),
  startedAt: z.string(),
  scope: scopeSchema,
  affirmation: affirmationSchema.nullable(),
  /** One year after the affirmation. */
  nextDueAt: z.string().nullable(),
  snapshot: cycleSnapshotSchema.nullable(),
});
export type Cycle = z.infer<typeof cycleSchema>;

export const currentCycleSchema = z.object({
  cycle: cycleSchema,
  /** When the next affirmation is due (from the last affirmed cycle), and how it stands today. */
  due: z.object({
    nextDueAt: z.string().nullable(),
    daysLeft: z.number().int().nullable(),
    state: z.enum(AFFIRMATION_STATES),
  }),
  /** The statement the official would affirm now, with the organization's name. */
  statement: z.string(),
});
export type CurrentCycle = z.infer<typeof currentCycleSchema>;

/** GET /api/assessment/sprs: the five fields SPRS asks for (32 CFR 170.15(a)(1)(i)) and the official. */
export const sprsSchema = z.object({
  cmmcLevel: z.string(),
  cmmcStatusDate: z.string(),
  assessmentScope: z.string(),
  cageCodes: z.array(z.string()),
  complianceResult: z.string(),
  official: z.object({ name: z.string(), title: z.string(), email: z.string(), phone: z.string() }),
  affirmedAt: z.string(),
  nextDueAt: z.string(),
});
export type Sprs = z.infer<typeof sprsSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the yearly affirmation stands on `now` (D23: count down, warn when overdue). */
export function dueState(nextDueAt: Date | null, now: Date): CurrentCycle['due'] {
  if (!nextDueAt) return { nextDueAt: null, daysLeft: null, state: 'never' };
  const daysLeft = Math.ceil((nextDueAt.getTime() - now.getTime()) / DAY_MS);
  const state = daysLeft < 0 ? 'overdue' : daysLeft <= DUE_SOON_DAYS ? 'due_soon' : 'affirmed';
  return { nextDueAt: nextDueAt.toISOString(), daysLeft, state };
}

/** One year after `date`, the same calendar day (29 February falls to 28 February). */
export function oneYearAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next;
}

/** The scope in one paragraph, for the SPRS "CMMC Assessment Scope" field. */
export function scopeSummary(scope: Scope): string {
  // Each answer loses its own closing full stop, so that the sentences join with one.
  const part = (label: string, text: string) =>
    text.trim() && `${label}: ${text.trim().replace(/[.\s]+$/, '')}`;
  const parts = [
    part('Systems', scope.systems),
    part('People', scope.people),
    part('Facilities', scope.facilities),
    part('External service providers', scope.serviceProviders),
    part('Specialized assets (not assessed)', scope.specializedAssets),
  ].filter(Boolean);
  return parts.length ? `${parts.join('. ')}.` : '';
}
