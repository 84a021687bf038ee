import type { ReactNode } from 'react';
import type { Level1Result, RequirementStanding } from '../../contract/assessment';
import { counted } from '../../contract/format';
import { cn } from '../lib/utils';
import { useChangesAgainstResult } from '../lib/cycles';
import { Level1Standing } from './Level1Standing';

const AFFIRM_RULE = 'Every objective must be MET or N/A before you affirm.';

/** "1 requirement NOT MET and 3 not yet assessed." from the requirements' results. */
function openRequirements(requirements: Pick<RequirementStanding, 'result'>[]): string {
  const notMet = requirements.filter((requirement) => requirement.result === 'not_met').length;
  const notAssessed = requirements.filter((requirement) => requirement.result === 'not_assessed').length;
  const parts = [
    notMet > 0 && `${counted(notMet, 'requirement')} NOT MET`,
    notAssessed > 0 && `${notMet > 0 ? notAssessed : counted(notAssessed, 'requirement')} not yet assessed`,
  ].filter(Boolean);
  return [parts.length ? `${parts.join(' and ')}.` : '', AFFIRM_RULE].filter(Boolean).join(' ');
}

/**
 * The Level 1 result, first on every screen that shows progress (D28: one story on every screen):
 * "MET" or "NOT MET: n of 15 requirements met", with what still stands between the business and
 * MET, and an action where the screen has one.
 */
export function Level1Lead({
  overall,
  requirements,
  action,
  className,
}: {
  overall: Pick<Level1Result, 'result' | 'requirementsMet' | 'requirementsTotal'> | undefined;
  requirements: Pick<RequirementStanding, 'result'>[] | undefined;
  action?: ReactNode;
  className?: string;
}) {
  // A requirement reported no longer met since the affirmation overrides the findings' MET (D28).
  const changes = useChangesAgainstResult();
  if (!overall) return null;
  const met = overall.result === 'met' && changes.length === 0;
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-white p-4 sm:flex-row sm:items-center sm:gap-4',
        met ? 'border-green-200' : 'border-red-200',
        className,
      )}
      data-testid="level1-lead"
    >
      <div className="flex flex-col gap-1 sm:shrink-0">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600" aria-hidden>
          Level 1 result
        </p>
        <Level1Standing
          overall={overall}
          changes={changes}
          className="self-start px-3 py-1 text-sm sm:whitespace-nowrap"
        />
      </div>
      <p className="min-w-0 text-sm text-slate-700">
        {changes.length
          ? 'Reported no longer met since the affirmation: fix it, then assess and affirm a new cycle.'
          : met
            ? `All ${overall.requirementsTotal} requirements of FAR 52.204-21 are MET or N/A.`
            : requirements
              ? openRequirements(requirements)
              : AFFIRM_RULE}
      </p>
      {action && <div className="shrink-0 sm:ml-auto">{action}</div>}
    </div>
  );
}
