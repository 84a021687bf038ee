import type { ReactNode } from 'react';
import type { Level1Result } from '../../contract/assessment';
import { STATUS_LABELS } from '../../contract/labels';
import type { OverallProgress as Progress } from '../../contract/progress';
import { percentOf, progressTone } from '../../contract/progress-tone';
import { Level1Badge } from './Level1Badge';
import { StatGrid } from './StatGrid';
import { ProgressBar } from './ui/progress';

type Level1 = Pick<Level1Result, 'result' | 'requirementsMet' | 'requirementsTotal'>;

/**
 * Where the block stands: the report's executive summary (the Level 1 result leads above it, in
 * its own words), an auditor's card of one client, or one row of the auditor's client lists.
 */
type Layout = 'report' | 'card' | 'row';

interface OverallProgressProps {
  /** The counts; a row needs only the objectives, the report and the card show the statuses too. */
  progress: Pick<Progress, 'objectivesMet' | 'objectivesTotal'> & Partial<Progress>;
  /** The Level 1 result, or undefined while it loads (then nothing reads green, D15). */
  level1: Level1 | undefined;
  /** The bar's name for screen readers. */
  label: string;
  layout: Layout;
  /** A row's word on the last affirmation, which replaces the findings' badge when it says more (issue 39). */
  badge?: ReactNode;
}

/**
 * The overall progress in one place (D28): the objectives MET or N/A out of 59 as a percentage and
 * a bar, green only with Level 1 MET (progressTone), with the controls' statuses below.
 */
export function OverallProgress({ progress, level1, label, layout, badge }: OverallProgressProps) {
  const coverage = percentOf(progress.objectivesMet, progress.objectivesTotal);
  const bar = (
    <ProgressBar
      value={coverage}
      tone={progressTone(coverage, level1?.result === 'met')}
      label={label}
      className={layout === 'row' ? 'h-1.5' : undefined}
    />
  );
  const objectives = (
    <>
      {progress.objectivesMet} of {progress.objectivesTotal}
    </>
  );

  if (layout === 'row') {
    return (
      <div className="flex flex-col gap-1.5">
        {badge ?? <Level1Badge overall={level1} className="self-start" />}
        {bar}
        <p className="text-xs text-slate-600" data-testid="client-objectives">
          {objectives} objectives MET or N/A
        </p>
      </div>
    );
  }
  const statuses: [string, number | undefined][] = [
    [STATUS_LABELS.completed, progress.completed],
    [STATUS_LABELS.in_progress, progress.inProgress],
    [STATUS_LABELS.not_started, progress.notStarted],
  ];
  if (layout === 'report') {
    return (
      <>
        <div>
          <p className="text-sm font-medium text-slate-600">Coverage</p>
          <p className="text-4xl font-bold text-slate-900">{coverage}%</p>
          <p className="text-sm text-slate-600">{objectives} assessment objectives MET or N/A</p>
        </div>
        {bar}
        <StatGrid
          className="sm:grid-cols-4"
          stats={[...statuses, ['Total', progress.total] as const].map(([name, value]) => [name, value ?? 0])}
        />
      </>
    );
  }
  return (
    <>
      <Level1Badge overall={level1} className="self-start" />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-3xl font-bold text-slate-900">{coverage}%</span>
        <span className="text-sm text-slate-600">{objectives} objectives MET or N/A</span>
      </div>
      {bar}
      <StatGrid className="grid-cols-3" stats={statuses.map(([name, value]) => [name, value ?? 0])} />
    </>
  );
}
