import type { Finding } from './constants';
import type { PracticeResult } from './labels';

/**
 * The SPRS score of a Level 2 self-assessment (D30): the DoD Assessment Methodology v1.2.1
 * (2020-06-24) Annex A, as 32 CFR 170.24(c)(2) restates it. Start at 110 and subtract the value
 * of every requirement NOT MET; a requirement is NOT MET when any of its objectives is (NIST SP
 * 800-171A). Pure, so that the server, the screens and the tests apply one rule.
 */

export const SPRS_MAX = 110;
/** 110 minus the sum of all values (313): every requirement NOT MET but the SSP. */
export const SPRS_MIN = -203;

/**
 * Worth 5 points (Annex A; 170.24(c)(2)(i)(B)(1)): 42 requirements, plus 3.5.3 and 3.13.11, which
 * are worth 5 or 3 (their partial cases below).
 */
export const FIVE_POINT_REQUIREMENTS: readonly string[] = [
  '3.1.1',
  '3.1.2',
  '3.1.12',
  '3.1.13',
  '3.1.16',
  '3.1.17',
  '3.1.18',
  '3.2.1',
  '3.2.2',
  '3.3.1',
  '3.3.5',
  '3.4.1',
  '3.4.2',
  '3.4.5',
  '3.4.6',
  '3.4.7',
  '3.4.8',
  '3.5.1',
  '3.5.2',
  '3.5.3',
  '3.5.10',
  '3.6.1',
  '3.6.2',
  '3.7.2',
  '3.7.5',
  '3.8.3',
  '3.8.7',
  '3.9.2',
  '3.10.1',
  '3.10.2',
  '3.11.2',
  '3.12.1',
  '3.12.3',
  '3.13.1',
  '3.13.2',
  '3.13.5',
  '3.13.6',
  '3.13.11',
  '3.13.15',
  '3.14.1',
  '3.14.2',
  '3.14.3',
  '3.14.4',
  '3.14.6',
];

/** Worth 3 points (Annex A; 170.24(c)(2)(i)(B)(2)). */
export const THREE_POINT_REQUIREMENTS: readonly string[] = [
  '3.1.5',
  '3.1.19',
  '3.3.2',
  '3.7.1',
  '3.7.4',
  '3.8.1',
  '3.8.2',
  '3.8.8',
  '3.9.1',
  '3.11.1',
  '3.12.2',
  '3.13.8',
  '3.14.5',
  '3.14.7',
];

/**
 * 3.12.4, the system security plan, has no value: without one no score can be given at all
 * (Methodology, Annex A; 170.24(c)(2)(i)(B)(5)).
 */
export const SSP_REQUIREMENT = '3.12.4';

/** A requirement's value: 5, 3, 1, or 0 for the SSP (every other requirement is worth 1). */
export function sprsValue(nist: string): 5 | 3 | 1 | 0 {
  if (nist === SSP_REQUIREMENT) return 0;
  if (FIVE_POINT_REQUIREMENTS.includes(nist)) return 5;
  if (THREE_POINT_REQUIREMENTS.includes(nist)) return 3;
  return 1;
}

/**
 * The only partial credit (32 CFR 170.24(c)(2)(i)(B)(4); DoD Assessment Methodology v1.2.1, Annex A
 * remarks on 3.5.3 and 3.13.11): 3.5.3 loses 3, not 5, when MFA is "implemented for remote and
 * privileged users, but not the general user"; 3.13.11 loses 3, not 5, when cryptography protects
 * CUI but is not FIPS-validated. Not derivable from the objectives alone: the user states the case
 * on the NOT MET finding, and the rule below checks that the other objectives agree with it.
 */
export const PARTIALS = ['remote_and_privileged_only', 'not_fips_validated'] as const;
export type Partial = (typeof PARTIALS)[number];
export const PARTIAL_REQUIREMENT: Record<Partial, string> = {
  remote_and_privileged_only: '3.5.3',
  not_fips_validated: '3.13.11',
};
export const PARTIAL_POINTS = 3;
export const PARTIAL_LABELS: Record<Partial, string> = {
  remote_and_privileged_only:
    "MFA is in place for remote and privileged users; only general users' access over the local network lacks it",
  not_fips_validated: 'Cryptography protects CUI but is not FIPS-validated',
};

/**
 * 3.5.3's objectives (NIST SP 800-171A 3.5.3): [a] privileged accounts are identified; MFA is
 * implemented for [b] local access to privileged accounts, [c] network access to privileged
 * accounts, [d] network access to non-privileged accounts. Annex A's 3-point case, MFA "implemented
 * for remote and privileged users, but not the general user", leaves only the general user's
 * network access short: [a]-[c] MET (or N/A, which counts as MET, 170.24(b)(3)) and [d] the one
 * objective NOT MET, in part (remote access, which is network access, has MFA; NIST SP 800-171
 * 3.1.12 calls remote access access "through external networks").
 */
export const MFA_REQUIREMENT = '3.5.3';
export const MFA_PARTIAL_OBJECTIVE = 'd';

export const PARTIAL_NOT_APPLICABLE_MESSAGE =
  '3.5.3 loses 3 points instead of 5 only when MFA is in place for remote and privileged users and only the general user lacks it (DoD Assessment Methodology, Annex A): privileged accounts identified [a], MFA for local [b] and network [c] access to privileged accounts MET, and only [d], network access to non-privileged accounts, NOT MET. Record the partial case on [d] once [a]-[c] are MET.';

/** The partial case open to an objective's requirement, if any. */
export function partialFor(nist: string): Partial | null {
  return PARTIALS.find((partial) => PARTIAL_REQUIREMENT[partial] === nist) ?? null;
}

/**
 * What makes a NOT MET objective count as MET by rule (32 CFR 170.24(b)(1)(i)-(ii)): an enduring
 * exception described in the SSP, or a temporary deficiency under an operational plan of action.
 */
export const FINDING_BASES = ['enduring_exception', 'temporary_deficiency'] as const;
export type FindingBasis = (typeof FINDING_BASES)[number];
export const FINDING_BASIS_LABELS: Record<FindingBasis, string> = {
  enduring_exception: 'Enduring exception described in the SSP',
  temporary_deficiency: 'Temporary deficiency under an operational plan of action',
};

/**
 * Requirements that deduct nothing when the capability is not permitted (Annex A's remarks on
 * these five rows, "Do not subtract points if ... not permitted"; Methodology 5(i)(i) names 3.1.12,
 * 3.1.16 and 3.1.18), but only with a policy and procedure that keep the capability from being
 * enabled inadvertently. Without them the N/A does not stand: a save is refused (400) and an N/A
 * that reaches the score anyway (an import of older data) scores as NOT MET at the requirement's
 * full value. Never one point: 170.24(c)(2)(i)(B)(4) allows a value between 0 and the full value
 * for 3.5.3 and 3.13.11 only.
 */
export const NOT_PERMITTED_CAPABILITIES: Readonly<Record<string, string>> = {
  '3.1.12': 'remote access',
  '3.1.13': 'remote access',
  '3.1.16': 'wireless access',
  '3.1.17': 'wireless access',
  '3.1.18': 'mobile devices',
};

export function capabilityPolicyRequired(nist: string): string {
  const capability = NOT_PERMITTED_CAPABILITIES[nist] ?? 'this capability';
  return `${nist} can be N/A only when ${capability} is not permitted and a policy and procedure keep it from being enabled (DoD Assessment Methodology 5(i)(i)): confirm that yours does.`;
}

/** One finding as the score reads it. */
export interface ScoredFinding {
  letter: string;
  finding: Finding | null;
  partial?: Partial | null;
  basis?: FindingBasis | null;
  /** For the not-permitted capabilities: a policy and procedure keep it off. */
  capabilityOff?: boolean;
}

/** One requirement with its findings, in catalog order. */
export interface ScoredRequirement {
  requirementId: string;
  nist: string;
  objectives: ScoredFinding[];
}

/**
 * Whether a NOT MET requirement is in its partial case (170.24(c)(2)(i)(B)(4)): 3.13.11 when every
 * NOT MET objective carries the case; 3.5.3 only when [a]-[c] count as MET and [d], carrying the
 * case, is the one NOT MET (MFA_PARTIAL_OBJECTIVE). Read again at every score, so that a finding
 * changed later takes the case away.
 */
export function partialCaseHolds(requirement: ScoredRequirement): boolean {
  const partial = partialFor(requirement.nist);
  if (!partial) return false;
  const notMet = requirement.objectives.filter((o) => objectiveResult(requirement.nist, o) === 'not_met');
  if (notMet.length === 0 || !notMet.every((o) => o.partial === partial)) return false;
  if (requirement.nist !== MFA_REQUIREMENT) return true;
  return (
    notMet.length === 1 &&
    notMet[0]!.letter === MFA_PARTIAL_OBJECTIVE &&
    requirement.objectives.every((o) => {
      const result = objectiveResult(requirement.nist, o);
      return o.letter === MFA_PARTIAL_OBJECTIVE || result === 'met' || result === 'not_applicable';
    })
  );
}

/**
 * Why a save may not record the partial case on `letter` of `nist` (409 `partial_not_applicable`),
 * given the requirement's other findings as stored: 3.5.3's case goes on [d] only, once [a]-[c]
 * count as MET. Null when the case may be recorded (3.13.11 has one objective: always).
 */
export function partialCaseRefusal(requirement: ScoredRequirement, letter: string): string | null {
  if (requirement.nist !== MFA_REQUIREMENT) return null;
  if (letter !== MFA_PARTIAL_OBJECTIVE) return PARTIAL_NOT_APPLICABLE_MESSAGE;
  const othersMet = requirement.objectives
    .filter((o) => o.letter !== MFA_PARTIAL_OBJECTIVE)
    .every((o) => {
      const result = objectiveResult(requirement.nist, o);
      return result === 'met' || result === 'not_applicable';
    });
  return othersMet ? null : PARTIAL_NOT_APPLICABLE_MESSAGE;
}

/**
 * An objective's effect on the score: a NOT MET finding recorded as an enduring exception or a
 * temporary deficiency counts as MET (170.24(b)(1)); an N/A counts as MET (170.24(b)(1)), except
 * on a not-permitted capability without the policy that keeps it off, which scores as NOT MET.
 */
export function objectiveResult(nist: string, objective: ScoredFinding): PracticeResult {
  if (objective.finding === null) return 'not_assessed';
  if (objective.finding === 'not_met') return objective.basis ? 'met' : 'not_met';
  if (
    objective.finding === 'not_applicable' &&
    nist in NOT_PERMITTED_CAPABILITIES &&
    !objective.capabilityOff
  )
    return 'not_met';
  return objective.finding;
}

/** NOT MET if any objective is; not assessed if any is open; N/A if all are; else MET. */
export function requirementResult(requirement: ScoredRequirement): PracticeResult {
  const parts = requirement.objectives.map((objective) => objectiveResult(requirement.nist, objective));
  if (parts.some((part) => part === 'not_met')) return 'not_met';
  if (parts.length === 0 || parts.some((part) => part === 'not_assessed')) return 'not_assessed';
  return parts.every((part) => part === 'not_applicable') ? 'not_applicable' : 'met';
}

export interface Deduction {
  requirementId: string;
  points: number;
  reason: string;
}

export interface SprsScore {
  scorable: boolean;
  score: number | null;
  deductions: Deduction[];
  /** Why there is no score (no SSP), for the screens. */
  unscorableReason: string | null;
}

export const NO_SSP_REASON = 'Cannot be scored: no system security plan (3.12.4 is not MET).';

/** Points lost by a requirement, with the reason the screens list; null when nothing is lost. */
export function deductionOf(requirement: ScoredRequirement): Deduction | null {
  const result = requirementResult(requirement);
  if (result === 'met' || result === 'not_applicable') return null;
  const value = sprsValue(requirement.nist);
  const open = requirement.objectives.filter((o) => objectiveResult(requirement.nist, o) !== 'met');
  const letters = open
    .filter((o) => objectiveResult(requirement.nist, o) !== 'not_applicable')
    .map((o) => `[${o.letter}]`)
    .join(', ');
  if (result === 'not_assessed')
    return {
      requirementId: requirement.requirementId,
      points: value,
      reason: `Not yet assessed: ${letters}`,
    };
  const capability = NOT_PERMITTED_CAPABILITIES[requirement.nist];
  if (capability && open.every((o) => o.finding === 'not_applicable'))
    return {
      requirementId: requirement.requirementId,
      points: value,
      reason: `N/A (${letters}) without a policy and procedure that keep ${capability} from being enabled: scored NOT MET (DoD Assessment Methodology 5(i)(i))`,
    };
  const partial = partialFor(requirement.nist);
  if (partial && partialCaseHolds(requirement))
    return {
      requirementId: requirement.requirementId,
      points: PARTIAL_POINTS,
      reason: `NOT MET (${letters}), partial credit: ${PARTIAL_LABELS[partial]}`,
    };
  return { requirementId: requirement.requirementId, points: value, reason: `NOT MET: ${letters}` };
}

/**
 * The self-assessed SPRS score: 110 less every deduction. No score without an SSP: when 3.12.4 is
 * not MET (or not yet assessed) the answer is unscorable, never a number.
 */
export function sprsScore(requirements: ScoredRequirement[]): SprsScore {
  const deductions = requirements.flatMap((requirement) => deductionOf(requirement) ?? []);
  const ssp = requirements.find((requirement) => requirement.nist === SSP_REQUIREMENT);
  const sspMet = ssp !== undefined && requirementResult(ssp) === 'met';
  if (!sspMet) return { scorable: false, score: null, deductions, unscorableReason: NO_SSP_REASON };
  const lost = deductions.reduce((sum, deduction) => sum + deduction.points, 0);
  return { scorable: true, score: SPRS_MAX - lost, deductions, unscorableReason: null };
}
