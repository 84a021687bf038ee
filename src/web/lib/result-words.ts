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

export type Score = Pick<SprsScoreAnswer, 'score' | 'status' | 'wouldBe' | 'poamCloseBy'>;

/**
 * The status a screen shows (D35): the one affirmed and recorded; before any, what the findings
 * would support if affirmed now, which the screen must call "not affirmed".
 */
export function shownStatus(score: Pick<SprsScoreAnswer, 'status' | 'wouldBe'>): {
  status: SprsScoreAnswer['status'];
  affirmed: boolean;
} {
  return score.status === 'none'
    ? { status: score.wouldBe, affirmed: false }
    : { status: score.status, affirmed: true };
}

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
        ? `Conditional until the POA&M closeout is recorded: closeout due by ${formatDay(score.poamCloseBy)}, 180 days after the CMMC status date (32 CFR 170.21(b)).`
        : 'Conditional until the POA&M closeout is recorded, within 180 days of the CMMC status date (32 CFR 170.21(b)).';
    case 'expired':
      return `The Conditional status expired${score.poamCloseBy ? ` on ${formatDay(score.poamCloseBy)}` : ''}: the POA&M was not closed out within 180 days (32 CFR 170.21(b)). A new self-assessment is needed.`;
    case 'none':
      if (score.wouldBe === 'final')
        return 'Every requirement is MET or N/A: Final Level 2 (Self) once the affirming official affirms it (32 CFR 170.22). Not affirmed yet.';
      if (score.wouldBe === 'conditional')
        return 'Every requirement NOT MET is on a POA&M item that supports a Conditional status: Conditional Level 2 (Self) once affirmed, with 180 days from the CMMC status date to close out (32 CFR 170.21). Not affirmed yet.';
      return [
        Open && `${Open} (${counted(lost, 'point')} lost).`,
        score.score < CONDITIONAL_MIN_SCORE
          ? `A Conditional status needs at least ${CONDITIONAL_MIN_SCORE} (32 CFR 170.21(a)(2)(i)).`
          : 'For a Conditional status, every requirement NOT MET must be on a POA&M item that supports one: 1-point requirements, and 3.13.11 at 3 points (32 CFR 170.21(a)(2)). Otherwise SPRS records No CMMC Status, which cannot be affirmed.',
      ]
        .filter(Boolean)
        .join(' ');
  }
}
