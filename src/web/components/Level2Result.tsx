import type { ReactNode } from 'react';
import type { RequirementStanding } from '../../contract/assessment';
import type { RequirementChange } from '../../contract/cycles';
import { CMMC_STATUS_LABELS, type CmmcStatus } from '../../contract/poam';
import type { SprsScoreAnswer } from '../../contract/level2-api';
import { level2Obstacles, scoreLabel, shownStatus, type Score } from '../lib/result-words';
import { cn } from '../lib/utils';
import { Badge, type BadgeProps } from './ui/badge';
import { Skeleton } from './ui/skeleton';

/*
 * The Level 2 result as every screen shows it (D30, D31): the score, or no number at all without
 * a system security plan, beside the CMMC status; worded by lib/result-words.ts.
 */

export const STATUS_TONE: Record<CmmcStatus, NonNullable<BadgeProps['tone']>> = {
  final: 'green',
  conditional: 'yellow',
  expired: 'red',
  none: 'red',
};

export function ScoreBadge({ score, className }: { score: Score; className?: string }) {
  const shown = shownStatus(score);
  return (
    <Badge
      tone={shown.affirmed ? STATUS_TONE[shown.status] : shown.status === 'none' ? 'red' : 'neutral'}
      className={cn('shrink whitespace-normal', className)}
      data-testid="sprs-score"
    >
      {scoreLabel(score)}
    </Badge>
  );
}

/**
 * The CMMC status: the one affirmed and recorded, or, before any, what the findings would support
 * if affirmed now, said as "not affirmed" (D35), never as a status of its own.
 */
export function CmmcStatusBadge({
  status,
  wouldBe,
  className,
}: {
  status: CmmcStatus;
  wouldBe?: SprsScoreAnswer['wouldBe'];
  className?: string;
}) {
  const shown = shownStatus({ status, wouldBe: wouldBe ?? 'none' });
  return (
    <Badge
      tone={shown.status === 'none' || !shown.affirmed ? 'neutral' : STATUS_TONE[shown.status]}
      className={cn('shrink whitespace-normal', className)}
      data-testid="cmmc-status"
    >
      <span className="sr-only">CMMC status: </span>
      {shown.affirmed || shown.status === 'none'
        ? CMMC_STATUS_LABELS[shown.status]
        : `Would be ${CMMC_STATUS_LABELS[shown.status]} · not affirmed`}
    </Badge>
  );
}

/**
 * The Level 2 result first on every screen that shows progress (one story, D28 and D30): the
 * score and the CMMC status, with what stands in the way and an action where the screen has one.
 */
export function Level2Lead({
  score,
  requirements,
  changes,
  action,
  className,
}: {
  score: Score | undefined;
  requirements: Pick<RequirementStanding, 'result'>[] | undefined;
  changes: RequirementChange[];
  action?: ReactNode;
  className?: string;
}) {
  // The same room as the lead it becomes: nothing below moves when the score arrives.
  if (!score) return <Skeleton className={cn('h-24 sm:h-20', className)} data-testid="level2-lead-loading" />;
  const status: CmmcStatus = changes.length ? 'none' : shownStatus(score).status;
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-white p-4 sm:flex-row sm:items-start sm:gap-4',
        status === 'final'
          ? 'border-green-200'
          : status === 'conditional'
            ? 'border-yellow-200'
            : 'border-red-200',
        className,
      )}
      data-testid="level2-lead"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">Level 2 result</p>
        <div className="flex flex-wrap items-center gap-2">
          <ScoreBadge score={{ ...score, status }} className="px-3 py-1 text-sm" />
          <CmmcStatusBadge status={score.status} wouldBe={score.wouldBe} className="px-3 py-1 text-sm" />
        </div>
        <p className="text-sm text-slate-700" data-testid="level2-obstacles">
          {changes.length
            ? `Reported no longer met since the affirmation (${[...new Set(changes.map((change) => change.requirementId))].join(', ')}): fix it, then assess and affirm a new cycle.`
            : level2Obstacles(score, requirements)}
        </p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
