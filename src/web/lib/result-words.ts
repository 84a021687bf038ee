import type { RequirementStanding } from '../../contract/assessment';
import { counted, formatDay } from '../../contract/format';
import type { SprsScoreAnswer } from '../../contract/level2-api';
import { CONDITIONAL_MIN_SCORE } from '../../contract/poam';
import { NO_SSP_REASON, SPRS_MAX } from '../../contract/sprs';

/*
 * How the result reads on every screen (D28, D30, D31). Level 2: "Your self-assessed SPRS score:
 * n of 110", or no number at all without a system security plan, and what stands in the way of a
 * Final or Conditional Level 2 (Self) status. The score is what the organization assessed of
 * itself: never called a certification.
 */

export type Score = Pick<SprsScoreAnswer, 'score' | 'status' | 'poamCloseBy'>;

/** "Your self-assessed SPRS score: 106 of 110", or why there is none (no SSP: never a number). */
export function scoreLabel(
  score: Pick<SprsScoreAnswer, 'score'> & Partial<Pick<SprsScoreAnswer, 'unscorableCode'>>,
): string {
  return score.score === null
    ? score.unscorableCode === 'ssp_incomplete'
      ? 'Cannot be scored: the system security plan is incomplete'
      : NO_SSP_REASON.replace(/\.$/, '')
    : `Your self-assessed SPRS score: ${score.score} of ${SPRS_MAX}`;
}

/** "2 requirements NOT MET and 3 not yet assessed", or '' when none is open. */
export function openRequirements(requirements: Pick<RequirementStanding, 'result'>[]): string {
  const notMet = requirements.filter((requirement) => requirement.result === 'not_met').length;
  const notAssessed = requirements.filter((requirement) => requirement.result === 'not_assessed').length;
  return [
    notMet > 0 && `${counted(notMet, 'requirement')} NOT MET`,
    notAssessed > 0 && `${notMet > 0 ? notAssessed : counted(notAssessed, 'requirement')} not yet assessed`,
  ]
    .filter(Boolean)
    .join(' and ');
}

/** What stands between the organization and a Final (or Conditional) Level 2 (Self) status. */
export function level2Obstacles(
  score: Score,
  requirements: Pick<RequirementStanding, 'result'>[] | undefined,
): string {
  const open = requirements ? openRequirements(requirements) : '';
  const Open = open && `${open[0]!.toUpperCase()}${open.slice(1)}`;
  if (score.score === null)
    return [
      'Without a system security plan (3.12.4 MET) no score can be given: write the SSP and record 3.12.4 first.',
      Open && `${Open}.`,
    ]
      .filter(Boolean)
      .join(' ');
  const lost = SPRS_MAX - score.score;
  switch (score.status) {
    case 'final':
      return 'Every requirement is MET or N/A.';
    case 'conditional':
      return score.poamCloseBy
        ? `Close the POA&M by ${formatDay(score.poamCloseBy)}: 180 days after the CMMC status date (32 CFR 170.21(b)).`
        : 'Every requirement NOT MET is on the POA&M. The 180 days to close it out start at the CMMC status date, the day you enter the result in SPRS (32 CFR 170.21(b)).';
    case 'expired':
      return `The Conditional status expired${score.poamCloseBy ? ` on ${formatDay(score.poamCloseBy)}` : ''}: the POA&M was not closed out within 180 days (32 CFR 170.21(b)). A new self-assessment is needed.`;
    case 'none':
      return [
        Open && `${Open} (${counted(lost, 'point')} lost).`,
        score.score < CONDITIONAL_MIN_SCORE
          ? `A Conditional status needs at least ${CONDITIONAL_MIN_SCORE} (32 CFR 170.21(a)(2)(i)).`
          : 'For a Conditional status, every requirement NOT MET must be on the POA&M, which takes only 1-point requirements and 3.13.11 at 3 points (32 CFR 170.21(a)(2)).',
      ]
        .filter(Boolean)
        .join(' ');
  }
}
