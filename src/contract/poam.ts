import type { Level } from './level2';
import { SPRS_MAX } from './sprs';

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
 * Whether a POA&M item may be recorded for this requirement at all. 32 CFR 170.24(c)(2)(i)(B)(6):
 * "For each NOT MET security requirement the OSA must have a POA&M in place" (and NIST SP 800-171
 * 3.12.2): any requirement NOT MET may have a plan of action; 170.21(a)(2) limits only which items
 * support a Conditional status (conditionalIneligibility). Level 1 never has a POA&M (170.21(a)(1)).
 */
export function poamItemRefusal(
  candidate: Pick<PoamCandidate, 'level' | 'nist' | 'notMet'>,
): PoamRefusal | null {
  const { nist } = candidate;
  if (candidate.level === 1)
    return {
      code: 'level_1',
      paragraph: '32 CFR 170.21(a)(1)',
      message:
        'Level 1 never allows a POA&M (32 CFR 170.21(a)(1)): every Level 1 requirement must be MET before affirming.',
    };
  if (!candidate.notMet)
    return {
      code: 'not_met_only',
      paragraph: '32 CFR 170.24(c)(2)(i)(B)(6)',
      message: `${nist} is not NOT MET: a POA&M item is for a requirement assessed as NOT MET (32 CFR 170.24(c)(2)(i)(B)(6)). Record its NOT MET finding first.`,
    };
  return null;
}

/**
 * Why an item on the POA&M cannot support a Conditional status (32 CFR 170.21(a)(2)), or null when
 * it can: (iii) never 3.1.20, 3.1.22, 3.10.3, 3.10.4, 3.10.5 or 3.12.4; (ii) nothing worth more
 * than 1 point, the one exception being 3.13.11 when encryption is employed but not FIPS-validated
 * (3 points); (i) a score of at least 88. Such an item is still the plan of action the requirement
 * must have (170.24(c)(2)(i)(B)(6)); it only leaves the status at none ("No CMMC Status" in SPRS).
 */
export function conditionalIneligibility(candidate: PoamCandidate): PoamRefusal | null {
  const { nist } = candidate;
  if (NEVER_ON_POAM.includes(nist))
    return {
      code: 'never_on_poam',
      paragraph: '32 CFR 170.21(a)(2)(iii)',
      message: `${nist} can never be on a POA&M for a Conditional status (32 CFR 170.21(a)(2)(iii) names 3.1.20, 3.1.22, 3.10.3, 3.10.4, 3.10.5 and 3.12.4): it must be MET for a Conditional status.`,
    };
  if (candidate.points > POAM_MAX_POINTS && !(nist === POAM_FIPS_EXCEPTION && candidate.points === 3))
    return {
      code: 'worth_more_than_1',
      paragraph: '32 CFR 170.21(a)(2)(ii)',
      message: worthMoreThan1(nist, candidate.points),
    };
  if (candidate.score === null || candidate.score < CONDITIONAL_MIN_SCORE)
    return {
      code: 'score_below_88',
      paragraph: '32 CFR 170.21(a)(2)(i)',
      message:
        candidate.score === null
          ? 'A Conditional status needs an assessment score of at least 88 of 110 (32 CFR 170.21(a)(2)(i)), and there is no score without a system security plan (3.12.4): complete the SSP first.'
          : `A Conditional status needs an assessment score of at least 88 of 110 (32 CFR 170.21(a)(2)(i)); the score is ${candidate.score}: ${CONDITIONAL_MIN_SCORE - candidate.score} more points are needed.`,
    };
  return null;
}

/**
 * The 170.21(a)(2)(ii) sentence with the points the requirement loses now: 3.5.3 in its partial
 * case loses 3 (DoD Assessment Methodology, Annex A) and is still not allowed, since the paragraph
 * excepts only 3.13.11 ("if encryption is employed but it is not FIPS-validated").
 */
function worthMoreThan1(nist: string, points: number): string {
  if (nist === POAM_FIPS_EXCEPTION)
    return '3.13.11 is worth 5 points while no cryptography protects CUI, and a Conditional status allows POA&M items worth 1 point only (32 CFR 170.21(a)(2)(ii)). 3.13.11 is allowed at 3 points once encryption is in place, even if not FIPS-validated: record that case on its NOT MET finding.';
  const exception =
    'the one exception being 3.13.11 when encryption is employed but not FIPS-validated (3 points)';
  if (nist === '3.5.3' && points === 3)
    return `3.5.3 is worth 3 points in its partial case (multifactor authentication for remote and privileged users, not for general users), and a Conditional status allows POA&M items worth 1 point only, ${exception} (32 CFR 170.21(a)(2)(ii)): implement 3.5.3 for a Conditional status.`;
  return `${nist} is worth ${points} points, and a Conditional status allows POA&M items worth 1 point only, ${exception} (32 CFR 170.21(a)(2)(ii)): implement ${nist} for a Conditional status.`;
}

/**
 * Why the rule keeps this requirement from a POA&M item that supports a Conditional status, or null
 * when 170.21 allows it: the item's own refusal first, then 170.21(a)(2).
 */
export function poamRefusal(candidate: PoamCandidate): PoamRefusal | null {
  return poamItemRefusal(candidate) ?? conditionalIneligibility(candidate);
}

export const CMMC_STATUSES = ['final', 'conditional', 'expired', 'none'] as const;
export type CmmcStatus = (typeof CMMC_STATUSES)[number];
export const CMMC_STATUS_LABELS: Record<CmmcStatus, string> = {
  final: 'Final Level 2 (Self)',
  conditional: 'Conditional Level 2 (Self)',
  expired: 'Conditional status expired',
  none: 'No CMMC Status',
};

/** The statuses an affirmation records: Final or Conditional (170.22(a)(3)); none is not affirmed. */
export type AffirmableStatus = 'final' | 'conditional' | 'none';

/** What the findings support if the result were affirmed now (D35: `wouldBe`). */
export interface WouldBeFacts {
  /** Every requirement MET (N/A, enduring exceptions and temporary deficiencies count as MET). */
  allMet: boolean;
  /** The requirements NOT MET (or not assessed), by NIST number. */
  openRequirements: string[];
  /** Requirements with an open POA&M item that supports a Conditional status (170.21(a)(2)). */
  allowedPoamRequirements: string[];
  score: number | null;
}

/**
 * What the current findings support if affirmed now: Final when every requirement is MET (110;
 * 170.4, 170.24(c)(2)); Conditional when the score is at least 88 and every requirement not MET is
 * on a POA&M item 170.21(a)(2) allows; else none, "No CMMC Status" as SPRS says. Never a status
 * by itself: only an affirmation records one (recordedStatus).
 */
export function wouldBeStatus(facts: WouldBeFacts): AffirmableStatus {
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

/** What the last affirmation recorded, and what happened to it since. */
export interface RecordedStatusFacts {
  /** The status the last Level 2 affirmation recorded; null when none was affirmed. */
  affirmed: 'final' | 'conditional' | null;
  /**
   * The Conditional status date (170.4): the SPRS entry date once recorded, else the day of the
   * affirmation (D35), so that a Conditional status left without an entry expires all the same.
   */
  conditionalStatusDate: string | null;
  /** The date of the recorded POA&M closeout (170.21(b)). */
  closedOutAt: string | null;
  /** Today, as YYYY-MM-DD. */
  today: string;
}

/**
 * The CMMC status that was affirmed and recorded (D35): Final as affirmed; a Conditional status
 * becomes Final only through a recorded closeout (170.21(b), 170.16(a)(1)(ii)(B)), and stays
 * Conditional until then even with every item closed; after day 180 without one it is expired
 * (170.21(b)), until a new assessment is affirmed. None before any affirmation.
 */
export function recordedStatus(facts: RecordedStatusFacts): CmmcStatus {
  if (facts.affirmed === null) return 'none';
  if (facts.affirmed === 'final' || facts.closedOutAt) return 'final';
  const closeBy = poamCloseBy(facts.conditionalStatusDate);
  if (closeBy && facts.today > closeBy) return 'expired';
  return 'conditional';
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
