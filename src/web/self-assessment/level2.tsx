import type { CurrentCycle, LaterAffirmation } from '../../contract/cycles';
import { formatDate } from '../../contract/format';
import type { SprsScoreAnswer } from '../../contract/level2-api';
import type { CmmcStatus } from '../../contract/poam';
import { CmmcStatusBadge } from '../components/Level2Result';
import { scoreLabel } from '../lib/result-words';
import { cn } from '../lib/utils';

/*
 * The Level 2 parts of the self-assessment (D30, D31): the score and status that lead the
 * affirmation, the statement for that status, and the affirmations after the first.
 */

/**
 * The score and the CMMC status, side by side, as every screen words them (lib/result-words.ts):
 * "Your self-assessed SPRS score: 109 of 110 · Conditional Level 2 (Self)". A self-assessment,
 * never a certification.
 */
export function ScoreAndStatus({
  score,
  className,
}: {
  score: Pick<SprsScoreAnswer, 'score' | 'status' | 'wouldBe'>;
  className?: string;
}) {
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-slate-900', className)}
      data-testid="level2-score-status"
    >
      <span className="font-semibold">
        {scoreLabel(score)}
        <span className="sr-only"> · </span>
      </span>
      <CmmcStatusBadge status={score.status} wouldBe={score.wouldBe} className="px-3 py-1 text-sm" />
    </p>
  );
}

/** Final or Conditional: the statuses a Level 2 result is affirmed with (D31). */
export const affirmableStatus = (status: CmmcStatus | undefined): 'final' | 'conditional' | null =>
  status === 'final' || status === 'conditional' ? status : null;

/**
 * The statement the official would affirm now: the one for the result's status; without a status
 * yet, the Final one, which names no POA&M.
 */
export function statementFor(current: CurrentCycle, status: CmmcStatus | undefined): string {
  const statements = current.level2Statements;
  if (!statements) return current.statement;
  return statements[affirmableStatus(status) ?? 'final'];
}

export const LATER_AFFIRMATION_LABELS: Record<LaterAffirmation['kind'], string> = {
  closeout: 'Affirmation after the POA&M closeout',
  annual: 'Yearly affirmation',
};

/** The affirmations after the first, oldest first (32 CFR 170.22(a)(3)): kind, date and official. */
export function LaterAffirmations({ later }: { later: LaterAffirmation[] }) {
  if (!later.length) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="later-affirmations">
      <h3 className="text-sm font-semibold text-slate-900">Later affirmations</h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-800">
        {later.map(({ kind, affirmation }) => (
          <li key={`${kind}-${affirmation.affirmedAt}`}>
            {LATER_AFFIRMATION_LABELS[kind]}: {formatDate(affirmation.affirmedAt)}, by{' '}
            {affirmation.officialName}, {affirmation.officialTitle}
          </li>
        ))}
      </ul>
    </div>
  );
}
