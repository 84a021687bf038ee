import { z } from 'zod';
import type { Assessment } from './assessment';
import type { ReviewStatus } from './constants';
import { scopeProblems, type Scope } from './cycles';
import { AUDITOR_STATUS_LABELS, countsAsMet, PRACTICE_RESULT_LABELS } from './labels';
import { CONDITIONAL_MIN_SCORE, type CmmcStatus } from './poam';
import { fedrampWarning, type FedrampFacts } from './providers';

/**
 * The affirmation gate (D28): every reason the affirming official may not affirm the Level 1
 * result yet, as a pure rule that the check, the affirmation and the card share.
 */

export const AFFIRMATION_BLOCKER_CODES = [
  'not_met',
  /** Level 2: the result is neither Final nor Conditional (no score, or below 88; D31). */
  'no_status',
  'holds_cui',
  'no_cage_code',
  'scope_incomplete',
  'open_verdict',
  'missing_evidence',
  /** Level 2: a requirement NOT MET without a plan of action (170.24(c)(2)(i)(B)(6); D35). */
  'no_plan_of_action',
  /** Level 2: the plan is an SSP kept outside the tool, which the official confirms (D35). */
  'external_ssp',
] as const;
export type AffirmationBlockerCode = (typeof AFFIRMATION_BLOCKER_CODES)[number];

export const affirmationBlockerSchema = z.object({
  code: z.enum(AFFIRMATION_BLOCKER_CODES),
  message: z.string(),
  /** The control (practice) to open, where one is the cause. */
  controlId: z.string().optional(),
  /** The requirement of the 2024 rule, where one is the cause (`AC.L1-b.1.i`). */
  requirementId: z.string().optional(),
});
export type AffirmationBlocker = z.infer<typeof affirmationBlockerSchema>;

/**
 * What the official should see before affirming, which does not block: a requirement whose every
 * objective counts as MET only as an enduring exception or a temporary deficiency (D35); a cloud
 * service provider that handles CUI without a FedRAMP standing on record (D36, DFARS
 * 252.204-7012(b)(2)(ii)(D); `fedrampWarning` in contract/providers.ts); assets of the scope with
 * no 170.19 category yet (D36).
 */
export const AFFIRMATION_WARNING_CODES = [
  'basis_covers_requirement',
  'csp_without_fedramp',
  'assets_uncategorized',
] as const;
export const affirmationWarningSchema = z.object({
  code: z.enum(AFFIRMATION_WARNING_CODES),
  /** `basis_covers_requirement`: the requirement. */
  requirementId: z.string().optional(),
  /** `csp_without_fedramp`: the provider. */
  providerId: z.string().optional(),
  message: z.string(),
});
export type AffirmationWarning = z.infer<typeof affirmationWarningSchema>;

/** GET /api/assessment/affirmation-check */
export const affirmationCheckSchema = z.object({
  ready: z.boolean(),
  blockers: z.array(affirmationBlockerSchema),
  /** What the official should see before affirming, which does not block (`affirmationWarningSchema`). */
  warnings: z.array(affirmationWarningSchema).default([]),
});
export type AffirmationCheck = z.infer<typeof affirmationCheckSchema>;

/** What the refused affirmation answers (409), beside the error envelope's message. */
export const AFFIRMATION_BLOCKED = 'affirmation_blocked' as const;

/** An auditor's verdict that is still open: the business must answer it before affirming. */
export interface OpenVerdict {
  controlId: string;
  auditorStatus: Exclude<ReviewStatus, 'approved'>;
}

/** What the Level 2 gate reads of the score and the POA&M (D30, D31). */
export interface Level2GateFacts {
  /** What the findings would support if affirmed now (D35 `wouldBe`): the status affirmed. */
  status: CmmcStatus;
  score: number | null;
  /** The requirements neither MET nor on a POA&M item the rule allows, besides `withoutPlan`. */
  uncovered: string[];
  /** The requirements NOT MET with no POA&M item at all (170.24(c)(2)(i)(B)(6)). */
  withoutPlan?: string[];
  /** Why there is no score, when the plan lacks parts of 3.12.4 (D35). */
  sspIncompleteReason?: string | null;
  /** An SSP kept outside the tool stands for the plan: the official confirms it (D35). */
  externalSsp?: { version: string; date: string } | null;
}

export interface GateFacts {
  assessment: Pick<Assessment, 'practices' | 'requirements'>;
  scope: Scope;
  openVerdicts: OpenVerdict[];
  /** Level 2 only: the status takes the place of "every requirement MET" (D31). */
  level2?: Level2GateFacts;
}

/**
 * Only `missing_evidence` can be lifted, and only by the official confirming in the affirming
 * request that the evidence exists outside the tool (D28, 32 CFR 170.24(b)(1)).
 */
export const isAcknowledgeable = (blocker: Pick<AffirmationBlocker, 'code'>): boolean =>
  blocker.code === 'missing_evidence';

/** Lifted only by the official confirming, in the affirming request, the SSP kept outside the tool (D35). */
export const isExternalSspConfirmation = (blocker: Pick<AffirmationBlocker, 'code'>): boolean =>
  blocker.code === 'external_ssp';

/**
 * 32 CFR 170.15(a)(1) and 170.24(c)(1): Final Level 1 (Self) needs a MET result on all 15
 * requirements (N/A counts as MET, 170.24(b)(3)). One blocker per requirement that is not.
 */
function notMetBlockers({ assessment, level2 }: GateFacts): AffirmationBlocker[] {
  if (level2) return level2Blockers(level2);
  return assessment.requirements
    .filter((requirement) => !countsAsMet(requirement.result))
    .map((requirement) => {
      const practices = assessment.practices.filter((p) => p.requirementId === requirement.id);
      const cause = practices.find((p) => !countsAsMet(p.result)) ?? practices[0];
      const state = PRACTICE_RESULT_LABELS[requirement.result];
      return {
        code: 'not_met',
        requirementId: requirement.id,
        ...(cause ? { controlId: cause.controlId } : {}),
        message:
          `Requirement ${requirement.id} (${practices.map((p) => p.controlNumber).join(', ')}) is ${state}: ` +
          'every requirement must be MET or N/A (32 CFR 170.24(c)(1)).',
      };
    });
}

/**
 * Level 2 (D31): a Final status (every requirement MET) or a Conditional one (score at least 88,
 * the rest on POA&M items 32 CFR 170.21(a)(2) allows). One blocker per requirement neither MET nor
 * on an allowed item, and one for the score when there is none or it is below 88.
 */
function level2Blockers(level2: Level2GateFacts): AffirmationBlocker[] {
  if (level2.status === 'final' || level2.status === 'conditional') return [];
  const blockers: AffirmationBlocker[] = [];
  if (level2.score === null)
    blockers.push({
      code: 'no_status',
      controlId: 'CA.L2-3.12.4',
      message:
        (level2.sspIncompleteReason ?? 'Cannot be scored: no system security plan (3.12.4 is not MET).') +
        ' A Level 2 result needs a score, and a Final or Conditional status (32 CFR 170.16(a), 170.24(c)(2)).',
    });
  else if (level2.score < CONDITIONAL_MIN_SCORE)
    blockers.push({
      code: 'no_status',
      message: `Your self-assessed score is ${level2.score}: a Conditional status needs at least ${CONDITIONAL_MIN_SCORE} (32 CFR 170.21(a)(2)(i)), a Final one every requirement MET. SPRS records the score with No CMMC Status, which is not affirmed.`,
    });
  for (const requirementId of level2.withoutPlan ?? [])
    blockers.push({
      code: 'no_plan_of_action',
      requirementId,
      controlId: requirementId,
      message:
        `${requirementId} is NOT MET and has no plan of action: every NOT MET requirement needs a POA&M item ` +
        '(32 CFR 170.24(c)(2)(i)(B)(6); NIST SP 800-171 3.12.2).',
    });
  for (const requirementId of level2.uncovered)
    blockers.push({
      code: 'not_met',
      requirementId,
      controlId: requirementId,
      message:
        `${requirementId} is not MET and not on a POA&M item that supports a Conditional status (32 CFR ` +
        '170.21(a)(2)): SPRS records No CMMC Status, and an affirmation is for a Conditional or a Final status ' +
        'only (32 CFR 170.22(a)(3)).',
    });
  return blockers;
}

/**
 * 32 CFR 170.23(a)(1): Level 1 (Self) covers a business that handles FCI and not CUI; CUI needs
 * Level 2. 170.15(a)(1)(i)(D) (170.16(a)(1)(i)(D) at Level 2): SPRS takes the CAGE codes of the
 * assessment scope.
 */
function scopeBlockers({ scope, level2 }: GateFacts): AffirmationBlocker[] {
  const blockers: AffirmationBlocker[] = [];
  if (scope.holdsCui === true && !level2)
    blockers.push({
      code: 'holds_cui',
      message:
        'Your scope says the business receives CUI. A Level 1 self-assessment covers FCI only ' +
        '(32 CFR 170.23(a)(1)): work with CUI needs CMMC Level 2.',
    });
  for (const problem of Object.values(scopeProblems(scope, level2 ? 2 : 1)))
    blockers.push({ code: 'scope_incomplete', message: `${problem} in the scope.` });
  if (scope.cageCodes.length === 0)
    blockers.push({
      code: 'no_cage_code',
      message:
        'Record at least one CAGE code in the scope: SPRS files the result under the CAGE codes of ' +
        `the assessment scope (32 CFR ${level2 ? '170.16(a)(1)(i)(D)' : '170.15(a)(1)(i)(D)'}).`,
    });
  return blockers;
}

function verdictBlockers({ openVerdicts }: GateFacts): AffirmationBlocker[] {
  return openVerdicts.map(({ controlId, auditorStatus }) => ({
    code: 'open_verdict',
    controlId,
    message: `An auditor marked ${controlId} ${AUDITOR_STATUS_LABELS[auditorStatus]}: answer the auditor's note and resubmit it.`,
  }));
}

/**
 * 32 CFR 170.24(b)(1): MET means satisfied based on evidence. A practice MET with no linked file
 * (a practice whose objectives are all N/A needs none) is listed.
 */
function evidenceBlockers({ assessment }: GateFacts): AffirmationBlocker[] {
  return assessment.practices
    .filter((practice) => practice.result === 'met' && practice.evidenceCount === 0)
    .map((practice) => ({
      code: 'missing_evidence',
      controlId: practice.controlId,
      requirementId: practice.requirementId,
      message:
        `${practice.controlNumber} is MET with no evidence file linked: link its evidence, or confirm ` +
        'when affirming that the evidence exists outside this tool (32 CFR 170.24(b)(1)).',
    }));
}

/**
 * An SSP kept outside the tool stands for the plan's parts of 3.12.4 only once the official
 * confirms it, as for evidence outside the tool (D35, 32 CFR 170.24(b)(1)).
 */
function externalSspBlockers({ level2 }: GateFacts): AffirmationBlocker[] {
  const external = level2?.externalSsp;
  if (!external) return [];
  return [
    {
      code: 'external_ssp',
      controlId: 'CA.L2-3.12.4',
      message:
        `Your system security plan is kept outside this tool (version ${external.version} of ${external.date}): ` +
        'confirm when affirming that it describes the boundary, the environment of operation, how each requirement ' +
        'is implemented and the connections to other systems, and that it is updated at the frequency it defines ' +
        '(NIST SP 800-171A 3.12.4).',
    },
  ];
}

/** Every blocker, in the order the card lists them: the result, the scope, verdicts, evidence. */
export function affirmationBlockers(facts: GateFacts): AffirmationBlocker[] {
  return [
    ...notMetBlockers(facts),
    ...scopeBlockers(facts),
    ...verdictBlockers(facts),
    ...evidenceBlockers(facts),
    ...externalSspBlockers(facts),
  ];
}

/**
 * The check, and the blockers the official's confirmation lifted: with `acknowledgeMissingEvidence`
 * the missing-evidence blockers move from `blockers` to `lifted`, which the affirmation records.
 */
export function affirmationOutcome(
  facts: GateFacts,
  acknowledgeMissingEvidence = false,
  confirmExternalSsp = false,
) {
  const all = affirmationBlockers(facts);
  const lifted = [
    ...(acknowledgeMissingEvidence ? all.filter(isAcknowledgeable) : []),
    ...(confirmExternalSsp ? all.filter(isExternalSspConfirmation) : []),
  ];
  const blockers = all.filter((blocker) => !lifted.includes(blocker));
  return { ready: blockers.length === 0, blockers, lifted };
}

/** The check: ready when nothing blocks; `acknowledgeMissingEvidence` lifts the missing-evidence blockers. */
export function affirmationCheck(
  facts: GateFacts,
  acknowledgeMissingEvidence = false,
): Omit<AffirmationCheck, 'warnings'> {
  const { ready, blockers } = affirmationOutcome(facts, acknowledgeMissingEvidence);
  return { ready, blockers };
}

/** How many asset names a warning lists before it says "and N more". */
const NAMES_LISTED = 5;

/**
 * The warnings the scope and the providers raise (D36): each cloud service provider that stores,
 * processes or transmits CUI without a FedRAMP standing on record (`fedrampWarning`, DFARS
 * 252.204-7012(b)(2)(ii)(D)), and the assets with no 170.19 category yet (stored before D36, or
 * cleared by a switch of level): the plan lists the assets by category (32 CFR 170.19(b),
 * 170.19(c)(1)). Neither blocks the affirmation: the rule makes the categories a matter of the
 * scope's documentation, and the FedRAMP rule is the contract's (DFARS), not 32 CFR 170's.
 */
export function scopeWarnings(
  scope: Pick<Scope, 'systems'>,
  providers: readonly (FedrampFacts & { id: string })[],
  level: 1 | 2,
): AffirmationWarning[] {
  const warnings: AffirmationWarning[] = [];
  for (const provider of providers) {
    const message = fedrampWarning(provider);
    if (message) warnings.push({ code: 'csp_without_fedramp', providerId: provider.id, message });
  }
  const uncategorized = scope.systems.filter((asset) => asset.category === null).map((asset) => asset.name);
  if (uncategorized.length) {
    const names =
      uncategorized.length <= NAMES_LISTED
        ? uncategorized.join(', ')
        : `${uncategorized.slice(0, NAMES_LISTED).join(', ')} and ${uncategorized.length - NAMES_LISTED} more`;
    warnings.push({
      code: 'assets_uncategorized',
      message:
        `${uncategorized.length === 1 ? 'One asset of the scope has' : `${uncategorized.length} assets of the scope have`} ` +
        `no category yet (${names}): choose each one's category in the scope, since the plan lists the assets by ` +
        `category (32 CFR ${level === 1 ? '170.19(b)' : '170.19(c)(1)'}).`,
    });
  }
  return warnings;
}
