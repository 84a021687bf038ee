import { z } from 'zod';
import { addMonths } from './ssp';
import {
  requirementResult,
  sprsScore,
  SSP_REQUIREMENT,
  type FindingBasis,
  type ScoredFinding,
  type ScoredRequirement,
  type SprsScore,
} from './sprs';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * 3.12.4 judged against the plan the tool holds, and the two bases that make a NOT MET objective
 * count as MET judged against the plan and the POA&M (D35, issue 39). Pure, so that the save of a
 * finding, the score and the affirmation apply one rule.
 *
 * NIST SP 800-171A 3.12.4 determines whether [a] a system security plan is developed, [b] the
 * system boundary, [c] the environment of operation, [e] the method of implementation of the
 * requirements and [f] the relationship with or connection to other systems are described and
 * documented in it, [d] the requirements approved as not applicable are identified, [g] the
 * frequency to update it is defined and [h] it is updated with that frequency. 32 CFR
 * 170.24(c)(2)(i)(B)(5) and the DoD Assessment Methodology 5(g)(i): without a plan no score can be
 * given. A MET finding on [b]-[h] is therefore refused while the plan lacks that part, and the
 * score reads the plan again each time (a part emptied later makes 3.12.4 NOT MET).
 */

/** The parts of 3.12.4 the plan's records can show, by objective letter ([a] is the plan itself). */
export const SSP_PARTS = ['b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export type SspPart = (typeof SSP_PARTS)[number];

/** What the plan lacks while a part is missing, in the screens' words. */
export const SSP_PART_LABELS: Record<SspPart, string> = {
  b: 'the system boundary',
  c: 'the environment of operation',
  d: "a justification for every objective found N/A and an owner's approval of every requirement found not applicable",
  e: 'an implementation statement for every requirement that is not N/A',
  f: 'the connections to other systems (or that there are none)',
  g: 'how often the plan is updated',
  h: 'a revision approved within that frequency',
};

/** Where the owner fills each part in. */
const SSP_PART_WHERE: Record<SspPart, string> = {
  b: 'describe the boundary in the system security plan section of the scope',
  c: 'describe the environment of operation in the system security plan section of the scope',
  d: 'give the justification of each N/A finding, and have an owner approve each requirement found not applicable in its plan entry',
  e: "write each requirement's implementation statement",
  f: 'describe the connections in the scope, or write that there are none',
  g: 'state the review frequency in the scope',
  h: 'have an owner approve a revision of the plan on the Reports screen',
};

/** An SSP kept outside the tool: an evidence file linked to 3.12.4, with its version and date. */
export const externalSspSchema = z.object({
  evidenceId: z.string(),
  version: z.string(),
  /** The date of that version, YYYY-MM-DD. */
  date: z.string(),
});
export type ExternalSsp = z.infer<typeof externalSspSchema>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The body's `externalSsp` in PUT /api/assessment/scope. */
export const externalSspInputSchema = z.object({
  evidenceId: z.uuid('Choose the evidence file that holds the plan'),
  version: freeText('Give the version of the plan')
    .trim()
    .min(1, 'Give the version of the plan')
    .max(100, 'At most 100 characters')
    .refine(hasNoNul, NUL_MESSAGE),
  date: z
    .string('Give the date of that version as YYYY-MM-DD')
    .refine(isRealDay, 'Give the date of that version as YYYY-MM-DD'),
});

/** What the plan holds, as the rule reads it. */
export interface PlanFacts {
  boundary: string;
  environment: string;
  /** The connections to other systems; a plain "None" states that there are none. */
  connections: string;
  /** Months between updates of the plan (3.12.4[g]); null until stated. */
  sspReviewMonths: number | null;
  /**
   * The day an owner last approved a revision of the plan at the level assessed, YYYY-MM-DD (UTC);
   * null when none is approved (D36). A download of the plan, or a change to its records, is no
   * update of the plan until a revision is approved.
   */
  lastApprovedOn: string | null;
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
  /** The requirements (`AC.L2-3.1.1`) whose implementation statement is written. */
  statements: ReadonlySet<string>;
  /** The objectives found N/A without a justification. */
  unjustifiedNotApplicable: readonly string[];
  /**
   * The requirements (`AC.L2-3.1.12`) an owner approved as not applicable, by name and date (D36):
   * NIST SP 800-171A 3.12.4[d] determines whether "the security requirements identified and
   * approved by the designated authority as non-applicable are identified": in the tool, the
   * designated authority is an owner.
   */
  notApplicableApproved: ReadonlySet<string>;
  /**
   * An SSP kept outside the tool and linked to 3.12.4 (file still there and still linked): it
   * stands for every part, and the affirming official confirms it (D35).
   */
  externalSsp: ExternalSsp | null;
}

/** The requirements (not N/A) that have no implementation statement, in catalog order. */
export function requirementsWithoutStatement(
  requirements: readonly ScoredRequirement[],
  statements: ReadonlySet<string>,
): string[] {
  return requirements
    .filter((requirement) => requirementResult(requirement) !== 'not_applicable')
    .filter((requirement) => !statements.has(requirement.requirementId))
    .map((requirement) => requirement.requirementId);
}

/** The requirements found N/A that no owner has approved as such (D36), in catalog order. */
export function notApplicableWithoutApproval(
  requirements: readonly ScoredRequirement[],
  approved: ReadonlySet<string>,
): string[] {
  return requirements
    .filter((requirement) => requirementResult(requirement) === 'not_applicable')
    .filter((requirement) => !approved.has(requirement.requirementId))
    .map((requirement) => requirement.requirementId);
}

/**
 * The parts of 3.12.4 the plan lacks, in letter order; none when an SSP kept outside the tool
 * stands for them. [h] ("system security plan is updated with the defined frequency") is met when
 * the frequency is stated ([g]) and the latest approved revision is within it of today: approved
 * on day D, it holds through D + the stated months (D36; a revision approved today is within).
 */
export function sspMissingParts(requirements: readonly ScoredRequirement[], plan: PlanFacts): SspPart[] {
  if (plan.externalSsp) return [];
  const missing: SspPart[] = [];
  if (!plan.boundary.trim()) missing.push('b');
  if (!plan.environment.trim()) missing.push('c');
  // [d]: every N/A objective justified, and every requirement N/A approved by an owner (D36).
  if (
    plan.unjustifiedNotApplicable.length > 0 ||
    notApplicableWithoutApproval(requirements, plan.notApplicableApproved).length > 0
  )
    missing.push('d');
  if (requirementsWithoutStatement(requirements, plan.statements).length > 0) missing.push('e');
  if (!plan.connections.trim()) missing.push('f');
  if (plan.sspReviewMonths === null) missing.push('g', 'h');
  else if (!plan.lastApprovedOn || plan.today > addMonths(plan.lastApprovedOn, plan.sspReviewMonths))
    missing.push('h');
  return missing;
}

/** `3.12.4[e]` for a part ([e], the method of implementation; letters in SSP_PART_LETTERS). */
export const sspObjective = (part: SspPart) => `${SSP_REQUIREMENT}[${part}]`;

/** The sentence of the 409 `ssp_part_missing` on a MET finding for a part the plan lacks. */
export function sspPartMissingMessage(part: SspPart, lacking: readonly string[] = []): string {
  const which =
    (part === 'e' || part === 'd') && lacking.length > 0
      ? ` (${lacking.length} ${part === 'e' ? 'of them lack one' : 'lack it'}, first ${lacking.slice(0, 3).join(', ')})`
      : '';
  return (
    `${sspObjective(part)} cannot be MET: the system security plan lacks ${SSP_PART_LABELS[part]}${which}. ` +
    `First ${SSP_PART_WHERE[part]} (NIST SP 800-171A 3.12.4[${part}]).`
  );
}

/** Why there is no score while the plan lacks parts, for the screens. */
export function sspIncompleteReason(missing: readonly SspPart[]): string {
  return (
    `Cannot be scored: the system security plan lacks ${missing.map((part) => `[${part}] ${SSP_PART_LABELS[part]}`).join('; ')}. ` +
    'Until it describes them, 3.12.4 is NOT MET and no score can be given (NIST SP 800-171A 3.12.4; 32 CFR 170.24(c)(2)(i)(B)(5)).'
  );
}

// ---------------------------------------------------------------------------------------------
// Enduring exceptions and temporary deficiencies (32 CFR 170.24(b)(1)(i)-(ii))
// ---------------------------------------------------------------------------------------------

export const EXCEPTION_TEXT_MAX = 2000;
export const EXCEPTIONS_MAX = 110;

const exceptionText = (what: string) =>
  freeText(`Describe ${what}`)
    .trim()
    .min(1, `Describe ${what}`)
    .max(EXCEPTION_TEXT_MAX, `At most ${EXCEPTION_TEXT_MAX} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

/**
 * One enduring exception the plan lists: 170.24(b)(1)(i) "Enduring exceptions when described,
 * along with any mitigations, in the system security plan shall be assessed as MET."
 */
export const enduringExceptionSchema = z.object({
  /** The requirement, by its Level 2 id (`SC.L2-3.13.11`). */
  requirementId: z.string('Choose a requirement').min(1, 'Choose a requirement').max(32),
  description: exceptionText('the exception'),
  mitigations: exceptionText('the mitigations'),
});
export type EnduringException = z.infer<typeof enduringExceptionSchema>;

export const enduringExceptionsInputSchema = z
  .array(enduringExceptionSchema)
  .max(EXCEPTIONS_MAX, `At most ${EXCEPTIONS_MAX} exceptions`)
  .refine(
    (list) => new Set(list.map((one) => one.requirementId)).size === list.length,
    'List each requirement once',
  );

/** A finding as the basis rule reads it: the score's facts and what a deficiency names. */
export interface GatedFinding extends ScoredFinding {
  /** A temporary deficiency's POA&M item (its id). */
  planOfActionItemId?: string | null;
  /** When the deficiency arose, YYYY-MM-DD. */
  arisenOn?: string | null;
  /** The owner confirms the requirement was implemented before the deficiency arose. */
  implementedBefore?: boolean;
}

export interface GatedRequirement extends ScoredRequirement {
  objectives: GatedFinding[];
}

/** What the basis rule reads of the plan and the POA&M. */
export interface BasisFacts {
  /** The requirements the plan lists as enduring exceptions. */
  exceptions: ReadonlySet<string>;
  /** The POA&M items by id: their requirement and how many milestones they have. */
  planItems: ReadonlyMap<string, { requirementId: string; milestones: number }>;
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
}

export const BASIS_REFUSAL_CODES = [
  'basis_on_ssp',
  'exception_not_in_ssp',
  'deficiency_without_plan',
] as const;
export type BasisRefusalCode = (typeof BASIS_REFUSAL_CODES)[number];
export interface BasisRefusal {
  code: BasisRefusalCode;
  message: string;
  /** The field of the save's body that lacks what the rule asks, for the form to show it beside. */
  field: 'basis' | 'planOfActionItemId' | 'arisenOn' | 'implementedBefore';
}

/**
 * Why a NOT MET objective's basis does not make it count as MET, or null when it does:
 * - never on 3.12.4: a plan cannot be its own exception, and the score needs it (Methodology
 *   Annex A; 170.24(c)(2)(i)(B)(5));
 * - an enduring exception only for a requirement the plan lists with its mitigations
 *   (170.24(b)(1)(i));
 * - a temporary deficiency only "appropriately addressed in operational plans of action"
 *   (170.24(b)(1)(ii)): a POA&M item of that requirement with at least one milestone, and a
 *   deficiency that arose after the requirement was implemented (DoD Assessment Methodology 7(b)),
 *   on a date not in the future.
 */
export function basisRefusal(
  requirementId: string,
  nist: string,
  finding: Pick<GatedFinding, 'basis' | 'planOfActionItemId' | 'arisenOn' | 'implementedBefore'>,
  facts: BasisFacts,
): BasisRefusal | null {
  const basis: FindingBasis | null | undefined = finding.basis;
  if (!basis) return null;
  if (nist === SSP_REQUIREMENT)
    return {
      code: 'basis_on_ssp',
      field: 'basis',
      message:
        '3.12.4 cannot be an enduring exception or a temporary deficiency: without a system security plan no score can be given (DoD Assessment Methodology Annex A; 32 CFR 170.24(c)(2)(i)(B)(5)).',
    };
  if (basis === 'enduring_exception')
    return facts.exceptions.has(requirementId)
      ? null
      : {
          code: 'exception_not_in_ssp',
          field: 'basis',
          message: `${requirementId} is not listed as an enduring exception in the system security plan: list it there with its mitigations first (32 CFR 170.24(b)(1)(i)).`,
        };
  const item = finding.planOfActionItemId ? facts.planItems.get(finding.planOfActionItemId) : undefined;
  const lacking: [BasisRefusal['field'], string] | null = !item
    ? ['planOfActionItemId', `name the POA&M item of ${requirementId} that addresses it`]
    : item.requirementId !== requirementId
      ? ['planOfActionItemId', `name a POA&M item of ${requirementId}, not of ${item.requirementId}`]
      : item.milestones === 0
        ? ['planOfActionItemId', 'give its POA&M item at least one milestone']
        : !finding.arisenOn
          ? ['arisenOn', 'say when the deficiency arose']
          : finding.arisenOn > facts.today
            ? ['arisenOn', 'give a date the deficiency arose that is not in the future']
            : !finding.implementedBefore
              ? [
                  'implementedBefore',
                  'confirm that the requirement was implemented before the deficiency arose',
                ]
              : null;
  return lacking
    ? {
        code: 'deficiency_without_plan',
        field: lacking[0],
        message: `A temporary deficiency counts as MET only when an operational plan of action addresses it and it arose after the requirement was implemented: ${lacking[1]} (32 CFR 170.24(b)(1)(ii); DoD Assessment Methodology 7(b)).`,
      }
    : null;
}

/** What the score answers beyond the SPRS arithmetic (D35). */
export interface GatedScore extends SprsScore {
  /** `no_ssp` when 3.12.4 is not MET by its findings, `ssp_incomplete` when the plan lacks parts. */
  unscorableCode: 'no_ssp' | 'ssp_incomplete' | null;
  /** The parts of 3.12.4 the plan lacks, whatever the findings say. */
  sspMissing: SspPart[];
  /** The requirements as scored: bases the plan does not support dropped, 3.12.4 against the plan. */
  requirements: ScoredRequirement[];
}

/**
 * The score with the plan read again: every basis the plan or the POA&M no longer supports is
 * dropped (the objective is NOT MET again), and each assessed objective of 3.12.4 whose part the
 * plan lacks counts as NOT MET. 3.12.4 NOT MET by its own findings answers `no_ssp`; MET by its
 * findings but missing parts, `ssp_incomplete`.
 */
export function gatedSprsScore(
  requirements: readonly GatedRequirement[],
  plan: PlanFacts,
  bases: BasisFacts,
): GatedScore {
  const supported: ScoredRequirement[] = requirements.map((requirement) => ({
    requirementId: requirement.requirementId,
    nist: requirement.nist,
    objectives: requirement.objectives.map((finding) => {
      const {
        planOfActionItemId: _item,
        arisenOn: _arisen,
        implementedBefore: _before,
        ...objective
      } = finding;
      const unsupported =
        objective.finding === 'not_met' &&
        basisRefusal(requirement.requirementId, requirement.nist, finding, bases) !== null;
      return unsupported ? { ...objective, basis: null } : objective;
    }),
  }));
  const sspMissing = sspMissingParts(supported, plan);
  const ssp = supported.find((requirement) => requirement.nist === SSP_REQUIREMENT);
  const sspMetByFindings = ssp !== undefined && requirementResult(ssp) === 'met';
  const scored = supported.map((requirement) =>
    requirement.nist !== SSP_REQUIREMENT || sspMissing.length === 0
      ? requirement
      : {
          ...requirement,
          objectives: requirement.objectives.map((objective) =>
            objective.finding !== null && (sspMissing as string[]).includes(objective.letter)
              ? { ...objective, finding: 'not_met' as const, basis: null }
              : objective,
          ),
        },
  );
  const score = sprsScore(scored);
  if (score.scorable) return { ...score, unscorableCode: null, sspMissing, requirements: scored };
  const incomplete = sspMetByFindings && sspMissing.length > 0;
  return {
    ...score,
    unscorableReason: incomplete ? sspIncompleteReason(sspMissing) : score.unscorableReason,
    unscorableCode: incomplete ? 'ssp_incomplete' : 'no_ssp',
    sspMissing,
    requirements: scored,
  };
}

/**
 * The requirements whose every objective is NOT MET and counts as MET only by a basis: the
 * affirmation check shows the official a warning for each (D35), since a requirement wholly
 * excepted or wholly deficient reads as one not implemented to an assessor (170.24(b)(1)).
 */
export function wholeRequirementBases(requirements: readonly ScoredRequirement[]): string[] {
  return requirements
    .filter(
      (requirement) =>
        requirement.objectives.length > 0 &&
        requirement.objectives.every((objective) => objective.finding === 'not_met' && objective.basis),
    )
    .map((requirement) => requirement.requirementId);
}

export const wholeRequirementBasisMessage = (requirementId: string) =>
  `Every objective of ${requirementId} is NOT MET and counts as MET only as an enduring exception or a temporary deficiency (32 CFR 170.24(b)(1)(i)-(ii)). Confirm that this is an exception described in the plan or a deficiency under a plan of action, not a requirement that was never implemented.`;

/**
 * The plan's enduring exceptions as text, one a line ("SC.L2-3.13.11: ... Mitigations: ..."), for
 * the documents and the auditor's summary; the note from before D35, while kept, follows.
 */
export function enduringExceptionsText(scope: {
  enduringExceptions: readonly EnduringException[];
  enduringExceptionsNote: string;
}): string {
  const lines = scope.enduringExceptions.map(
    (one) => `${one.requirementId}: ${one.description.trim()} Mitigations: ${one.mitigations.trim()}`,
  );
  if (scope.enduringExceptionsNote.trim())
    lines.push(`Not yet split by requirement: ${scope.enduringExceptionsNote.trim()}`);
  return lines.join('\n');
}
