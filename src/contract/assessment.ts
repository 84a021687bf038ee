import { z } from 'zod';
import { FINDINGS, ASSESSMENT_METHODS, type Finding } from './constants';
import { implementationSchema, NOTES_MAX_LENGTH } from './implementations';
import { countsAsMet, PRACTICE_RESULTS, type PracticeResult } from './labels';
import { FINDING_BASES, objectiveResult, PARTIALS, type FindingBasis, type Partial } from './sprs';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * The Level 1 self-assessment (decision D22): a finding on each of the 59 assessment objectives,
 * rolled up to the 17 practices and the 15 requirements of the 2024 rule. Pure, so that the
 * server, every screen and the tests apply one and the same rule.
 */

export { FINDINGS, ASSESSMENT_METHODS, type Finding };
export {
  countsAsMet,
  FINDING_LABELS,
  METHOD_LABELS,
  PRACTICE_RESULT_LABELS,
  PRACTICE_RESULTS,
  type PracticeResult,
} from './labels';
export { level1Label, metDomains, objectivesMetOf } from './level1';
export type AssessmentMethod = (typeof ASSESSMENT_METHODS)[number];

/** The rule's totals, which the catalog must match (checked by the unit tests). */
export const LEVEL1_TOTALS = { objectives: 59, practices: 17, requirements: 15 } as const;

/** The most evidence files one objective can rest on. */
export const OBJECTIVE_EVIDENCE_MAX = 50;

/** A stable objective id: the control and the letter, as NIST SP 800-171A writes it: `AC.L1-3.1.1[a]`. */
export const objectiveId = (controlId: string, letter: string): string => `${controlId}[${letter}]`;

/** `AC.L1-3.1.1[a]` -> `{ controlId: 'AC.L1-3.1.1', letter: 'a' }`; null for anything else. */
export function parseObjectiveId(id: string): { controlId: string; letter: string } | null {
  const match = /^([A-Z]{2}\.L[12]-3\.\d{1,2}\.\d{1,2})\[([a-z])\]$/.exec(id);
  return match ? { controlId: match[1]!, letter: match[2]! } : null;
}

export const JUSTIFICATION_REQUIRED = 'Explain why this objective does not apply';
export const BASIS_DESCRIPTION_REQUIRED =
  'Describe the enduring exception (as the SSP does) or the operational plan of action';

/**
 * The practices whose objectives the guidance expects may be N/A (D28): SC.L1-3.13.5, the
 * Assessment Guide L1 v2.13's own example ("SC.L1-b.1.xi might be N/A if there are no publicly
 * accessible systems"), and AC.L1-3.1.22, whose required evidence names the case where nothing is
 * publicly accessible; the same two at Level 2, and the remote access, wireless and mobile device
 * requirements that the DoD Assessment Methodology 5(i)(i) foresees as not permitted (D30, with
 * the policy that keeps them off). N/A elsewhere counts as MET all the same (32 CFR 170.24(b)(3)),
 * so the screens ask the user to confirm it first.
 */
export const NOT_APPLICABLE_EXPECTED_PRACTICES: readonly string[] = [
  'AC.L1-3.1.22',
  'SC.L1-3.13.5',
  'AC.L2-3.1.12',
  'AC.L2-3.1.13',
  'AC.L2-3.1.16',
  'AC.L2-3.1.17',
  'AC.L2-3.1.18',
  'AC.L2-3.1.22',
  'SC.L2-3.13.5',
];

/** Whether the guidance expects this objective may be N/A. */
export function notApplicableExpected(objective: string): boolean {
  const parsed = parseObjectiveId(objective);
  return parsed !== null && NOT_APPLICABLE_EXPECTED_PRACTICES.includes(parsed.controlId);
}

/**
 * Whether choosing `chosen` for an objective found `current` is asked about first: a change to
 * N/A where the guidance does not expect it (D28). Keeping N/A asks nothing.
 */
export function asksBeforeNotApplicable(objective: string, current: string | null, chosen: string): boolean {
  return chosen === 'not_applicable' && current !== 'not_applicable' && !notApplicableExpected(objective);
}

const longText = freeText()
  .trim()
  .max(NOTES_MAX_LENGTH, `At most ${NOTES_MAX_LENGTH} characters`)
  .refine(hasNoNul, NUL_MESSAGE);

/** The body of PUT /api/assessment/objectives/{objectiveId}. */
export const saveFindingSchema = z
  .object({
    finding: z.enum(FINDINGS, 'Choose met, not_met or not_applicable (or null to clear)').nullable(),
    methods: z
      .array(z.enum(ASSESSMENT_METHODS, 'Choose examine, interview or test'))
      .max(ASSESSMENT_METHODS.length)
      .refine((methods) => new Set(methods).size === methods.length, 'Name each method once')
      .optional(),
    note: longText.nullable().optional(),
    justification: longText.nullable().optional(),
    evidenceIds: z
      .array(z.uuid('Choose evidence files by their id'))
      .max(OBJECTIVE_EVIDENCE_MAX, `At most ${OBJECTIVE_EVIDENCE_MAX} files`)
      .optional(),
    /** Level 2 only (D30); the server refuses them elsewhere. */
    partial: z
      .enum(PARTIALS, 'Choose remote_and_privileged_only or not_fips_validated')
      .nullable()
      .optional(),
    basis: z.enum(FINDING_BASES, 'Choose enduring_exception or temporary_deficiency').nullable().optional(),
    basisDescription: longText.nullable().optional(),
    /**
     * A temporary deficiency's operational plan of action (D35, 32 CFR 170.24(b)(1)(ii)): the id of
     * a POA&M item of the requirement with at least one milestone, the day the deficiency arose,
     * and the confirmation that the requirement was implemented before (DoD Assessment
     * Methodology 7(b)).
     */
    planOfActionItemId: z.uuid('Choose a POA&M item').nullable().optional(),
    arisenOn: z
      .string('Give the date as YYYY-MM-DD')
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD')
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Give a real date as YYYY-MM-DD')
      .nullable()
      .optional(),
    implementedBefore: z.boolean().optional(),
    capabilityOff: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    if (input.finding === 'not_applicable' && !input.justification)
      context.addIssue({ code: 'custom', message: JUSTIFICATION_REQUIRED, path: ['justification'] });
    if ((input.partial || input.basis) && input.finding !== 'not_met')
      context.addIssue({
        code: 'custom',
        message: 'Only a NOT MET finding takes a partial case or a basis',
        path: [input.partial ? 'partial' : 'basis'],
      });
    if (input.basis && !input.basisDescription)
      context.addIssue({ code: 'custom', message: BASIS_DESCRIPTION_REQUIRED, path: ['basisDescription'] });
  });
export type SaveFindingInput = z.input<typeof saveFindingSchema>;

export const objectiveFindingSchema = z.object({
  objectiveId: z.string(),
  controlId: z.string(),
  letter: z.string(),
  finding: z.enum(FINDINGS).nullable(),
  methods: z.array(z.enum(ASSESSMENT_METHODS)),
  note: z.string().nullable(),
  justification: z.string().nullable(),
  /** The evidence files this finding rests on. */
  evidenceIds: z.array(z.string()),
  /** Null for an objective never assessed. */
  updatedAt: z.string().nullable(),
  /**
   * A finding made in an earlier cycle, to be confirmed again in this one (D23), or at Level 1 for
   * the same objective of a Level 2 practice (D29): until then the objective counts as not
   * assessed, and `finding` is null.
   */
  previousFinding: z.enum(FINDINGS).nullable(),
  // The fields below came with Level 2 (issue 26): snapshots frozen before lack them, and read
  // with their defaults.
  /** `level_1` when `previousFinding` (and the methods and note) come from the Level 1 assessment. */
  prefilledFrom: z.enum(['level_1']).nullable().default(null),
  /** Level 2, 3.5.3 or 3.13.11 NOT MET: the partial case that applies (D30). */
  partial: z.enum(PARTIALS).nullable().default(null),
  /** Level 2, NOT MET: recorded as an enduring exception or a temporary deficiency, which counts as MET. */
  basis: z.enum(FINDING_BASES).nullable().default(null),
  basisDescription: z.string().nullable().default(null),
  /** A temporary deficiency's POA&M item, the day it arose, and that it was implemented before (D35). */
  planOfActionItemId: z.string().nullable().default(null),
  arisenOn: z.string().nullable().default(null),
  implementedBefore: z.boolean().default(false),
  /** Level 2 N/A of remote access, wireless or mobile devices: a policy keeps the capability off. */
  capabilityOff: z.boolean().default(false),
});
export type ObjectiveFinding = z.infer<typeof objectiveFindingSchema>;

export const practiceStandingSchema = z.object({
  controlId: z.string(),
  controlNumber: z.string(),
  /** The requirement of the 2024 rule the practice belongs to, e.g. `PE.L1-b.1.ix`. */
  requirementId: z.string(),
  result: z.enum(PRACTICE_RESULTS),
  objectives: z.number().int(),
  met: z.number().int(),
  notMet: z.number().int(),
  notApplicable: z.number().int(),
  /** Letters of the objectives without a finding, and of those found NOT MET. */
  openLetters: z.array(z.string()),
  notMetLetters: z.array(z.string()),
  /** At least one evidence file linked to the control or an objective, or every objective N/A. */
  supported: z.boolean(),
  evidenceCount: z.number().int(),
});
export type PracticeStanding = z.infer<typeof practiceStandingSchema>;

export const requirementStandingSchema = z.object({
  id: z.string(),
  controlIds: z.array(z.string()),
  result: z.enum(PRACTICE_RESULTS),
});
export type RequirementStanding = z.infer<typeof requirementStandingSchema>;

export const level1ResultSchema = z.object({
  result: z.enum(['met', 'not_met']),
  requirementsMet: z.number().int(),
  requirementsTotal: z.number().int(),
  practicesMet: z.number().int(),
  practicesTotal: z.number().int(),
  objectivesAssessed: z.number().int(),
  objectivesTotal: z.number().int(),
});
export type Level1Result = z.infer<typeof level1ResultSchema>;

export const assessmentSchema = z.object({
  /** The level assessed: the organization's target level (D29); 1 in snapshots frozen before Level 2. */
  level: z.union([z.literal(1), z.literal(2)]).default(1),
  objectives: z.array(objectiveFindingSchema),
  practices: z.array(practiceStandingSchema),
  requirements: z.array(requirementStandingSchema),
  overall: level1ResultSchema,
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** What the roll-up needs of the catalog. */
export interface CatalogPractice {
  id: string;
  controlNumber: string;
  /** Level 1: the requirement of the 2024 rule; null at Level 2, where each practice is a requirement. */
  identifier2024: string | null;
  nistReference: string;
  objectives: { letter: string }[];
}

/** What the roll-up needs of a finding: at Level 2 also what the score reads of it (D30). */
export interface FindingFact {
  objectiveId: string;
  finding: Finding | null;
  partial?: Partial | null;
  basis?: FindingBasis | null;
  capabilityOff?: boolean;
}

/** The facts of a finding as the roll-up reads them, keyed by objective id. */
export type FindingFacts = Map<string, Omit<FindingFact, 'objectiveId'>>;

/** One evidence file linked to a control (directly or through one of its objectives). */
export interface ControlEvidenceLink {
  controlId: string;
  evidenceId: string;
}

/**
 * NOT MET when any part is NOT MET; N/A when every part is N/A (D28); MET when every part is MET or
 * N/A; else not yet assessed (32 CFR 170.24(b)(1): N/A objectives count as MET).
 */
function resultOf(parts: PracticeResult[]): PracticeResult {
  if (parts.some((part) => part === 'not_met')) return 'not_met';
  if (parts.length === 0 || parts.some((part) => part === 'not_assessed')) return 'not_assessed';
  return parts.every((part) => part === 'not_applicable') ? 'not_applicable' : 'met';
}

/**
 * Practice: MET when all objectives are MET or N/A (N/A when all are N/A), NOT MET when any is NOT
 * MET, else not yet assessed. Each objective counts as the score counts it (`objectiveResult`, D30):
 * at Level 2 a NOT MET recorded as an enduring exception or a temporary deficiency counts as MET,
 * and an N/A of a capability not permitted needs the policy that keeps it off.
 */
export function practiceStanding(
  practice: CatalogPractice,
  findings: FindingFacts,
  evidenceCount: number,
): PracticeStanding {
  const byLetter = practice.objectives.map((objective) => {
    const fact = findings.get(objectiveId(practice.id, objective.letter));
    const scored = { letter: objective.letter, finding: fact?.finding ?? null, ...fact };
    return {
      letter: objective.letter,
      finding: scored.finding,
      part: objectiveResult(practice.nistReference, scored),
    };
  });
  const count = (part: PracticeResult) => byLetter.filter((objective) => objective.part === part).length;
  const notApplicable = count('not_applicable');
  const parts = byLetter.map(({ part }) => part);
  return {
    controlId: practice.id,
    controlNumber: practice.controlNumber,
    requirementId: practice.identifier2024 ?? practice.id,
    result: resultOf(parts),
    objectives: byLetter.length,
    met: count('met'),
    notMet: count('not_met'),
    notApplicable,
    openLetters: byLetter.filter((objective) => objective.finding === null).map((o) => o.letter),
    notMetLetters: byLetter.filter((objective) => objective.part === 'not_met').map((o) => o.letter),
    supported: evidenceCount > 0 || (byLetter.length > 0 && notApplicable === byLetter.length),
    evidenceCount,
  };
}

/** The practices, the requirements (catalog order) and the overall Level 1 result. */
export function rollUp(
  catalog: CatalogPractice[],
  findings: FindingFact[],
  links: ControlEvidenceLink[],
): Omit<Assessment, 'objectives' | 'level'> {
  const findingOf: FindingFacts = new Map(findings.map(({ objectiveId: id, ...fact }) => [id, fact]));
  const filesOf = new Map<string, Set<string>>();
  for (const link of links) {
    const files = filesOf.get(link.controlId) ?? new Set<string>();
    files.add(link.evidenceId);
    filesOf.set(link.controlId, files);
  }
  const practices = catalog.map((practice) =>
    practiceStanding(practice, findingOf, filesOf.get(practice.id)?.size ?? 0),
  );
  const requirementIds = [...new Set(practices.map((practice) => practice.requirementId))];
  const requirements = requirementIds.map((id): RequirementStanding => {
    const members = practices.filter((practice) => practice.requirementId === id);
    return {
      id,
      controlIds: members.map((practice) => practice.controlId),
      result: resultOf(members.map((practice) => practice.result)),
    };
  });
  const requirementsMet = requirements.filter((requirement) => countsAsMet(requirement.result)).length;
  return {
    practices,
    requirements,
    overall: {
      result: requirements.length > 0 && requirementsMet === requirements.length ? 'met' : 'not_met',
      requirementsMet,
      requirementsTotal: requirements.length,
      practicesMet: practices.filter((practice) => countsAsMet(practice.result)).length,
      practicesTotal: practices.length,
      objectivesAssessed: findings.filter((item) => item.finding !== null).length,
      objectivesTotal: catalog.reduce((sum, practice) => sum + practice.objectives.length, 0),
    },
  };
}

/**
 * What saving a finding answers (issue 24): the finding as before, and what it changed, so that
 * the browser updates every screen from this one answer: the practice, its requirement and the
 * Level 1 result as the roll-up now reads (D22), whether the save lapsed an auditor's verdict on
 * the control (D19), and the control's implementation record as it now stands (null when the
 * control has none).
 */
export const savedFindingSchema = objectiveFindingSchema.extend({
  practice: practiceStandingSchema,
  requirement: requirementStandingSchema,
  overall: level1ResultSchema,
  verdictLapsed: z.boolean(),
  implementation: implementationSchema.nullable(),
});
export type SavedFinding = z.infer<typeof savedFindingSchema>;
