import type { Level } from './level2';
import { sprsValue, SPRS_MAX } from './sprs';

/**
 * The POA&M rules of 32 CFR 170.21 and the CMMC status of a Level 2 self-assessment (D31). Pure:
 * the server refuses what these refuse, and the screens say what these say.
 */

/** 170.21(a)(2)(i): a Conditional status needs a score of at least 80 % of 110. */
export const CONDITIONAL_MIN_SCORE = 88;
/** 170.21(a)(2)(ii): no item worth more than 1 point, except 3.13.11 in its 3-point case. */
export const POAM_MAX_POINTS = 1;
export const POAM_FIPS_EXCEPTION = '3.13.11';
/** 170.21(a)(2)(iii): never on a POA&M, whatever their value. */
export const NEVER_ON_POAM: readonly string[] = ['3.1.20', '3.1.22', '3.10.3', '3.10.4', '3.10.5', '3.12.4'];
/** 170.21(b): the closeout must be confirmed within 180 days of the Conditional status date. */
export const POAM_CLOSEOUT_DAYS = 180;
/** 170.16(a)(1): a Level 2 (Self) status lasts three years from its status date. */
export const STATUS_VALIDITY_YEARS = 3;

export const POAM_REFUSAL_CODES = [
  'level_1',
  'score_below_88',
  'worth_more_than_1',
  'never_on_poam',
  'not_met_only',
] as const;
export type PoamRefusalCode = (typeof POAM_REFUSAL_CODES)[number];

export interface PoamRefusal {
  code: PoamRefusalCode;
  /** The paragraph of 32 CFR 170.21 that refuses it. */
  paragraph: string;
  /** The rule in plain words, and what would make the item allowed. */
  message: string;
}

/** What the rule needs to know about one requirement proposed for the POA&M. */
export interface PoamCandidate {
  level: Level;
  nist: string;
  /** The requirement's current result: only a requirement NOT MET goes on a POA&M. */
  notMet: boolean;
  /** The points the requirement loses now (3 for 3.13.11 in its not-FIPS-validated case). */
  points: number;
  /** The assessment's current score; null while it cannot be scored (no SSP). */
  score: number | null;
}

/**
 * Why the rule refuses this POA&M item, or null when 170.21 allows it. Checked in the order of
 * the paragraphs a user can act on: the level, the requirement itself, then the score.
 */
export function poamRefusal(candidate: PoamCandidate): PoamRefusal | null {
  const { nist } = candidate;
  if (candidate.level === 1)
    return {
      code: 'level_1',
      paragraph: '32 CFR 170.21(a)(1)',
      message:
        'Level 1 never allows a POA&M (32 CFR 170.21(a)(1)): every Level 1 requirement must be MET before affirming.',
    };
  if (NEVER_ON_POAM.includes(nist))
    return {
      code: 'never_on_poam',
      paragraph: '32 CFR 170.21(a)(2)(iii)',
      message: `${nist} can never be on a POA&M (32 CFR 170.21(a)(2)(iii) names 3.1.20, 3.1.22, 3.10.3, 3.10.4, 3.10.5 and 3.12.4): it must be MET for a Conditional status.`,
    };
  if (!candidate.notMet)
    return {
      code: 'not_met_only',
      paragraph: '32 CFR 170.21(a)(2)',
      message: `${nist} is not NOT MET: a POA&M item is only for a requirement assessed as NOT MET. Record its NOT MET finding first.`,
    };
  if (candidate.points > POAM_MAX_POINTS && !(nist === POAM_FIPS_EXCEPTION && candidate.points === 3))
    return {
      code: 'worth_more_than_1',
      paragraph: '32 CFR 170.21(a)(2)(ii)',
      message:
        nist === POAM_FIPS_EXCEPTION
          ? '3.13.11 is worth 5 points while no cryptography protects CUI, and a POA&M allows only 1-point requirements (32 CFR 170.21(a)(2)(ii)). 3.13.11 becomes deferrable at 3 points once encryption is in place, even if not FIPS-validated: record that case on its NOT MET finding.'
          : `${nist} is worth ${sprsValue(nist)} points, and a POA&M allows only requirements worth 1 point, besides 3.13.11 in its 3-point case (32 CFR 170.21(a)(2)(ii)): implement ${nist} before a Conditional status.`,
    };
  if (candidate.score === null || candidate.score < CONDITIONAL_MIN_SCORE)
    return {
      code: 'score_below_88',
      paragraph: '32 CFR 170.21(a)(2)(i)',
      message:
        candidate.score === null
          ? 'A POA&M needs an assessment score of at least 88 of 110 (32 CFR 170.21(a)(2)(i)), and there is no score without a system security plan (3.12.4): complete the SSP first.'
          : `A POA&M needs an assessment score of at least 88 of 110 (32 CFR 170.21(a)(2)(i)); the score is ${candidate.score}: ${CONDITIONAL_MIN_SCORE - candidate.score} more points are needed.`,
    };
  return null;
}

export const CMMC_STATUSES = ['final', 'conditional', 'expired', 'none'] as const;
export type CmmcStatus = (typeof CMMC_STATUSES)[number];
export const CMMC_STATUS_LABELS: Record<CmmcStatus, string> = {
  final: 'Final Level 2 (Self)',
  conditional: 'Conditional Level 2 (Self)',
  expired: 'Conditional status expired',
  none: 'No CMMC status',
};

export interface StatusFacts {
  /** Every requirement MET (N/A, enduring exceptions and temporary deficiencies count as MET). */
  allMet: boolean;
  /** The requirements NOT MET (or not assessed), by NIST number. */
  openRequirements: string[];
  /** Requirements with an open POA&M item that the rule allows now. */
  allowedPoamRequirements: string[];
  score: number | null;
  /** The SPRS entry date of a Conditional result, when recorded (170.4). */
  conditionalStatusDate: string | null;
  /** When the POA&M closeout was recorded. */
  closedOutAt: string | null;
  /** Today, as YYYY-MM-DD. */
  today: string;
}

/** YYYY-MM-DD plus whole days (UTC calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** 170.21(b): the POA&M must be closed out within 180 days of the Conditional status date. */
export function poamCloseBy(statusDate: string | null): string | null {
  return statusDate ? addDays(statusDate, POAM_CLOSEOUT_DAYS) : null;
}

/**
 * The CMMC status (D31): expired when a Conditional status was not closed out within 180 days
 * (170.21(b)); Final when every requirement is MET (170.4); Conditional when the score is at least
 * 88 and every requirement not MET is on a POA&M item the rule allows (170.21(a)(2)); else none.
 */
export function cmmcStatus(facts: StatusFacts): CmmcStatus {
  const closeBy = poamCloseBy(facts.conditionalStatusDate);
  if (closeBy && !facts.closedOutAt && facts.today > closeBy) return 'expired';
  if (facts.allMet && facts.score === SPRS_MAX) return 'final';
  const covered = facts.openRequirements.every((nist) => facts.allowedPoamRequirements.includes(nist));
  if (
    facts.score !== null &&
    facts.score >= CONDITIONAL_MIN_SCORE &&
    facts.openRequirements.length > 0 &&
    covered
  )
    return 'conditional';
  return 'none';
}
