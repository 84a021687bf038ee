import { z } from 'zod';
import { assessmentSchema } from './assessment';
import { serviceProviderSchema } from './providers';
import { deductionSchema, snapshotPoamItemSchema } from './level2-api';
import { PRACTICE_RESULTS } from './labels';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';
import {
  scopeSystemSchema,
  scopeSystemsInputSchema,
  sspReviewMonthsSchema,
  SYSTEM_KIND_LABELS,
  SYSTEM_NAME_MAX,
  type StoredAsset,
} from './ssp';
import {
  enduringExceptionSchema,
  enduringExceptionsInputSchema,
  externalSspInputSchema,
  externalSspSchema,
} from './ssp-gate';
import { SSP_PEOPLE_DEFAULTS, sspPeopleInputShape, sspPeopleShape } from './ssp-people';

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

const scopeText = freeText()
  .trim()
  .max(SCOPE_TEXT_MAX, `At most ${SCOPE_TEXT_MAX} characters`)
  .refine(hasNoNul, NUL_MESSAGE);

/** The body of PUT /api/assessment/scope: the fields sent replace theirs, the others stay. */
/** The most employees a scope may state: above any company SPRS would list (D35). */
export const EMPLOYEE_COUNT_MAX = 10_000_000;
const EMPLOYEE_COUNT_MESSAGE = 'Enter the number of employees, a whole number of 1 or more';

export const scopeInputSchema = z.object({
  fciDescription: scopeText.optional(),
  /** The whole list: systems left out are removed, and dropped from the implementations (D32). */
  systems: scopeSystemsInputSchema.optional(),
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
  /** What the system security plan describes (NIST SP 800-171 r2 3.12.4; D32). */
  systemName: scopeText.max(SYSTEM_NAME_MAX, `At most ${SYSTEM_NAME_MAX} characters`).optional(),
  systemPurpose: scopeText.optional(),
  boundary: scopeText.optional(),
  environment: scopeText.optional(),
  connections: scopeText.optional(),
  /** The whole list of the plan's enduring exceptions (D35); requirements left out are removed. */
  enduringExceptions: enduringExceptionsInputSchema.optional(),
  /** The exceptions as one text from before D35; the owner splits it into the list, then clears it. */
  enduringExceptionsNote: scopeText.optional(),
  /** An SSP kept outside the tool, linked to 3.12.4 (D35); null to stop relying on it. */
  externalSsp: externalSspInputSchema.nullable().optional(),
  sspReviewMonths: sspReviewMonthsSchema.nullable().optional(),
  /** How many people the organization employs: SPRS asks it with a Level 2 result (D35). */
  employeeCount: z
    .number(EMPLOYEE_COUNT_MESSAGE)
    .int(EMPLOYEE_COUNT_MESSAGE)
    .min(1, EMPLOYEE_COUNT_MESSAGE)
    .max(EMPLOYEE_COUNT_MAX, `At most ${EMPLOYEE_COUNT_MAX.toLocaleString('en-US')} employees`)
    .nullable()
    .optional(),
  /** The plan's people and system (D36): owner, contacts, counts, inventories, diagram, interconnections. */
  ...sspPeopleInputShape,
});
export type ScopeInput = z.input<typeof scopeInputSchema>;

export const scopeSchema = z.object({
  fciDescription: z.string(),
  systems: z.array(scopeSystemSchema),
  people: z.string(),
  facilities: z.string(),
  serviceProviders: z.string(),
  specializedAssets: z.string(),
  cageCodes: z.array(z.string()),
  holdsCui: z.boolean().nullable(),
  systemName: z.string(),
  systemPurpose: z.string(),
  boundary: z.string(),
  environment: z.string(),
  connections: z.string(),
  /** The plan's enduring exceptions, one per requirement with its mitigations (170.24(b)(1)(i); D35). */
  enduringExceptions: z.array(enduringExceptionSchema),
  /** The exceptions as one text from before D35, to split into the list; empty once cleared. */
  enduringExceptionsNote: z.string(),
  /** An SSP kept outside the tool, linked to 3.12.4 with its version and date (D35); null if none. */
  externalSsp: externalSspSchema.nullable(),
  /** Months between reviews of the plan; null until stated. */
  sspReviewMonths: z.number().int().nullable(),
  /** How many people the organization employs (SPRS asks it at Level 2, D35); null until stated, and in scopes frozen before. */
  employeeCount: z.number().int().nullable().default(null),
  /** The plan's people and system (D36); their defaults in scopes frozen before. */
  ...sspPeopleShape,
});
export type Scope = z.infer<typeof scopeSchema>;

/** What the scope must say before the cycle can be affirmed. */
export function scopeProblems(scope: Scope, level: 1 | 2 = 1): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!scope.fciDescription.trim())
    problems.fciDescription =
      level === 1
        ? 'Describe the contract information you receive'
        : 'Describe the CUI you receive and where it goes';
  if (scope.systems.length === 0) problems.systems = 'Name the systems and cloud services that hold it';
  // Level 2 is the level for CUI: the FCI-or-CUI check only decides whether Level 1 is enough.
  if (scope.holdsCui === null && level === 1) problems.holdsCui = 'Answer the FCI-or-CUI check';
  return problems;
}

const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .max(30, 'At most 30 characters')
  .regex(/^\+?[0-9 ().-]{7,}$/, 'Enter a phone number, digits with spaces, dashes or parentheses');
const nameSchema = (label: string) =>
  freeText(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(200, 'At most 200 characters')
    .refine(hasNoNul, NUL_MESSAGE);

/** The affirming member's account lacks a first or last name (32 CFR 170.22(a), D27). */
export const AFFIRMING_OFFICIAL_NAME_REQUIRED =
  'Add your first and last name to your profile: the affirmation is made in your name.';

/**
 * The body of POST /api/assessment/affirm (32 CFR 170.22(a)(2)). The affirming official is the
 * signed-in member allowed to affirm, named by their account (D27): `officialName` and
 * `officialEmail`, if sent, are dropped here, never stored.
 */
export const affirmInputSchema = z.object({
  officialTitle: nameSchema('Title'),
  officialPhone: phoneSchema,
  statementAccepted: z.literal(true, 'Accept the affirmation statement to affirm'),
  /**
   * The official confirms that the evidence of the practices MET without a linked file exists
   * outside the tool (D28, 32 CFR 170.24(b)(1)); stored with the affirmation.
   */
  acknowledgeMissingEvidence: z.boolean('Answer true or false').optional(),
  /**
   * Level 2: the official confirms the SSP kept outside the tool, which stands for the plan's parts
   * of 3.12.4 (D35); stored with the affirmation.
   */
  confirmExternalSsp: z.boolean('Answer true or false').optional(),
});
export type AffirmInput = z.input<typeof affirmInputSchema>;

/**
 * The affirmation statement, after 32 CFR 170.22(a)(2)(ii), for a named organization: at Level 2 for
 * the status the result has, Final or Conditional (D31).
 */
export function affirmationStatement(organization: string, level2Status?: 'final' | 'conditional'): string {
  if (!level2Status)
    return (
      `I affirm that ${organization} has implemented and will maintain implementation of all applicable ` +
      'CMMC Level 1 security requirements (the 15 requirements of FAR 52.204-21(b)(1)) to its CMMC Status ' +
      'of Level 1 (Self) for all information systems within the CMMC Assessment Scope.'
    );
  const status =
    level2Status === 'final'
      ? 'Final Level 2 (Self)'
      : 'Conditional Level 2 (Self), with the open items of its POA&M to be closed out within 180 days of its CMMC Status Date';
  return (
    `I affirm that ${organization} has implemented and will maintain implementation of all applicable ` +
    'CMMC Level 2 security requirements (the 110 requirements of NIST SP 800-171 Rev 2) to its CMMC Status ' +
    `of ${status} for all information systems within the CMMC Assessment Scope.`
  );
}

export const affirmationSchema = z.object({
  officialName: z.string(),
  officialTitle: z.string(),
  officialEmail: z.string(),
  officialPhone: z.string(),
  statement: z.string(),
  affirmedAt: z.string(),
  /** Practices MET without a linked file whose evidence the official confirmed exists outside the tool (D28). */
  evidenceOutsideTool: z.array(z.string()).optional(),
});
export type Affirmation = z.infer<typeof affirmationSchema>;

/** A CMMC unique identifier as SPRS gives it: letters and digits (dashes allowed), at most 40. */
export const CMMC_UID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
const isoDay = z.iso.date('Give the date as YYYY-MM-DD');

/** The body of PUT /api/assessment/sprs: what SPRS gave back for the last affirmed cycle (D28). */
export const sprsEntryInputSchema = z.object({
  cmmcUid: z
    .string('Enter the CMMC unique identifier SPRS gave')
    .trim()
    .regex(CMMC_UID_PATTERN, 'The CMMC unique identifier is 3 to 40 letters, digits or dashes'),
  submittedAt: isoDay,
});
export type SprsEntryInput = z.input<typeof sprsEntryInputSchema>;

/** The SPRS entry recorded on an affirmed cycle: its submission date is the CMMC status date (170.4). */
export const sprsEntrySchema = z.object({
  cmmcUid: z.string(),
  submittedAt: z.string(),
  recordedAt: z.string(),
});
export type SprsEntry = z.infer<typeof sprsEntrySchema>;

/** The body of POST /api/assessment/changes: a requirement found no longer met after affirming (D28). */
export const requirementChangeInputSchema = z.object({
  requirementId: z.string('Choose a requirement').trim().min(1, 'Choose a requirement').max(40),
  note: freeText('Say what changed')
    .trim()
    .min(1, 'Say what changed')
    .max(SCOPE_TEXT_MAX, `At most ${SCOPE_TEXT_MAX} characters`)
    .refine(hasNoNul, NUL_MESSAGE),
});
export type RequirementChangeInput = z.input<typeof requirementChangeInputSchema>;

export const requirementChangeSchema = z.object({
  id: z.string(),
  cycleNumber: z.number().int(),
  requirementId: z.string(),
  note: z.string(),
  reportedAt: z.string(),
  reportedBy: z.string(),
});
export type RequirementChange = z.infer<typeof requirementChangeSchema>;

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

/** A Level 2 result as affirmed (D30, D31): the score, the status and the POA&M behind it. */
export const level2ResultSchema = z.object({
  score: z.number().int(),
  status: z.enum(['final', 'conditional']),
  deductions: z.array(deductionSchema),
  poam: z.array(snapshotPoamItemSchema),
});
export type Level2Result = z.infer<typeof level2ResultSchema>;

/** What an affirmation freezes: no route changes it afterwards. */
export const cycleSnapshotSchema = z.object({
  scope: scopeSchema,
  assessment: assessmentSchema,
  evidence: z.array(evidenceIndexEntrySchema),
  affirmation: affirmationSchema,
  /** Level 2 only. */
  level2: level2ResultSchema.optional(),
  /** The external service providers as affirmed (D36); absent from snapshots frozen before. */
  providers: z.array(serviceProviderSchema).optional(),
});

/**
 * The affirmations of a Level 2 cycle after its first (32 CFR 170.22, D31): after the POA&M
 * closeout, and each year after the Final status date.
 */
export const LATER_AFFIRMATION_KINDS = ['closeout', 'annual'] as const;
export const laterAffirmationSchema = z.object({
  kind: z.enum(LATER_AFFIRMATION_KINDS),
  affirmation: affirmationSchema,
});
export type LaterAffirmation = z.infer<typeof laterAffirmationSchema>;
export type CycleSnapshot = z.infer<typeof cycleSnapshotSchema>;

export const cycleSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The CMMC level assessed in this cycle (D29). */
  level: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['open', 'affirmed']),
  startedAt: z.string(),
  scope: scopeSchema,
  affirmation: affirmationSchema.nullable(),
  /** One year after the CMMC status date once the SPRS entry is recorded, else after the affirmation. */
  nextDueAt: z.string().nullable(),
  snapshot: cycleSnapshotSchema.nullable(),
  /** What SPRS gave back, once recorded (D28). */
  sprsEntry: sprsEntrySchema.nullable(),
  /** Requirements reported no longer met after this cycle was affirmed (D28). */
  changes: z.array(requirementChangeSchema),
  /** Level 2: the affirmations after the first, oldest first (D31). */
  laterAffirmations: z.array(laterAffirmationSchema),
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
  /** Level 2: the statement for each status the result may have (D31); null at Level 1. */
  level2Statements: z.object({ final: z.string(), conditional: z.string() }).nullable(),
  /**
   * Requirements reported no longer met since the last affirmation (D28): while any is listed, the
   * affirmed result no longer holds, and every screen says so.
   */
  changes: z.array(requirementChangeSchema),
});
export type CurrentCycle = z.infer<typeof currentCycleSchema>;

/** One requirement's result on the SPRS sheet, with the justifications of its N/A objectives. */
export const sprsRequirementSchema = z.object({
  id: z.string(),
  /** Level 1: the FAR 52.204-21(b)(1) paragraph; null at Level 2. */
  farReference: z.string().nullable(),
  controlIds: z.array(z.string()),
  result: z.enum(PRACTICE_RESULTS),
  notApplicable: z.array(z.object({ objectiveId: z.string(), justification: z.string() })),
});

/** What the SPRS sheet says of itself: a record, not the official entry (D28, 32 CFR 170.22(b)). */
export const SPRS_BINDING_NOTICE =
  'The binding affirmation is made in SPRS by the affirming official (32 CFR 170.22(b)): this sheet ' +
  'holds what to enter there.';
export const SELF_ASSESSMENT_DISCLAIMER =
  'A self-assessment record, not a DoD or C3PAO assessment; SPRS is the official record.';

/** GET /api/assessment/sprs: the five fields SPRS asks for (32 CFR 170.15(a)(1)(i)) and the official. */
export const sprsSchema = z.object({
  cmmcLevel: z.string(),
  /** The date the result was submitted to SPRS (170.4): null until the SPRS entry is recorded. */
  cmmcStatusDate: z.string().nullable(),
  assessmentScope: z.string(),
  cageCodes: z.array(z.string()),
  /** Level 1: "MET"; Level 2: the CMMC status, Final or Conditional Level 2 (Self). */
  complianceResult: z.string(),
  /** Level 2 (170.16(a)(1)(i)(E)): the overall self-assessment score, "106 out of 110"; null at Level 1. */
  overallScore: z.string().nullable(),
  /** Level 2 (170.16(a)(1)(i)(F)): POA&M usage and compliance status; null at Level 1. */
  poamUsage: z.string().nullable(),
  /**
   * Level 2: the number of employees, which SPRS asks with the result beside the six fields of
   * 170.16(a)(1)(i) (D35), as the affirmed scope states it; null at Level 1 or where not stated.
   */
  employeeCount: z.number().int().nullable(),
  official: z.object({ name: z.string(), title: z.string(), email: z.string(), phone: z.string() }),
  affirmedAt: z.string(),
  nextDueAt: z.string(),
  /** The CMMC unique identifier SPRS gave, once recorded. */
  cmmcUid: z.string().nullable(),
  /** The dates the SPRS status date may take today, both included (D35; sprs-status-date.ts). */
  statusDateWindow: z.object({ earliest: z.string(), latest: z.string() }),
  /** The requirements' results of the affirmed cycle: Level 1's 15, Level 2's 110. */
  requirements: z.array(sprsRequirementSchema),
  /** Requirements reported no longer met since this affirmation. */
  changes: z.array(requirementChangeSchema),
  bindingNotice: z.string(),
  disclaimer: z.string(),
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

/**
 * The systems in one line: "Microsoft 365 GCC High (cloud service); Office PCs (computers and
 * phones)". The assets the assessment covers only (32 CFR 170.19, D36): out-of-scope assets are
 * left out, and specialized assets are named apart (`specializedInOneLine`), as not assessed against
 * the requirements. Scopes frozen before D32 kept the systems as one text, which stays as written.
 */
export function systemsInOneLine(systems: readonly StoredAsset[] | string): string {
  if (typeof systems === 'string') return systems;
  return systems
    .filter((system) => system.category !== 'out_of_scope' && system.category !== 'specialized')
    .map((system) => `${system.name} (${SYSTEM_KIND_LABELS[system.kind].toLowerCase()})`)
    .join('; ');
}

/** The specialized assets in one line: those of the asset list (D36), then the note written before. */
export function specializedInOneLine(
  scope: Pick<Scope | FrozenScope, 'systems' | 'specializedAssets'>,
): string {
  const named =
    typeof scope.systems === 'string'
      ? []
      : scope.systems.filter((system) => system.category === 'specialized').map((system) => system.name);
  const note = scope.specializedAssets.trim().replace(/[.\s]+$/, '');
  return [...named, ...(note ? [note] : [])].join('; ');
}

/**
 * A scope as frozen in a snapshot: before D32 (migration 0020) the systems were one text and the
 * plan's fields did not exist.
 */
export type FrozenScope = Omit<Scope, 'systems' | keyof typeof SSP_SCOPE_DEFAULTS> & {
  /** Before D36 (migration 0035) the assets had no category and the fields that came with it. */
  systems: StoredAsset[] | string;
} & Partial<Omit<typeof SSP_SCOPE_DEFAULTS, 'enduringExceptions'>> & {
    /** Before D35 (migration 0031) the exceptions were one text. */
    enduringExceptions?: Scope['enduringExceptions'] | string;
  };

/** The plan's scope fields (and the employee count, D35) as they read before anything is written. */
export const SSP_SCOPE_DEFAULTS = {
  systemName: '',
  systemPurpose: '',
  boundary: '',
  environment: '',
  connections: '',
  enduringExceptions: [] as Scope['enduringExceptions'],
  enduringExceptionsNote: '',
  externalSsp: null as Scope['externalSsp'],
  sspReviewMonths: null as number | null,
  employeeCount: null as number | null,
  ...SSP_PEOPLE_DEFAULTS,
};

/** The scope in one paragraph, for the SPRS "CMMC Assessment Scope" field. */
export function scopeSummary(scope: Scope | FrozenScope): string {
  // Each answer loses its own closing full stop, so that the sentences join with one.
  const part = (label: string, text: string) =>
    text.trim() && `${label}: ${text.trim().replace(/[.\s]+$/, '')}`;
  const parts = [
    part('Systems', systemsInOneLine(scope.systems)),
    part('People', scope.people),
    part('Facilities', scope.facilities),
    part('External service providers', scope.serviceProviders),
    part('Specialized assets (not assessed)', specializedInOneLine(scope)),
  ].filter(Boolean);
  return parts.length ? `${parts.join('. ')}.` : '';
}
