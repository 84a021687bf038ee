import type { ReactNode } from 'react';
import type { Level1Result, RequirementStanding } from '../../contract/assessment';
import { cn } from '../lib/utils';
import { useAssessment } from '../lib/assessment';
import { useChangesAgainstResult } from '../lib/cycles';
import { openRequirements } from '../lib/result-words';
import { useSprsScore } from '../lib/sprs-score';
import { Level1Standing } from './Level1Standing';
import { LoadError } from './LoadError';
import { Level2Lead } from './Level2Result';

const AFFIRM_RULE = 'Every objective must be MET or N/A before you affirm.';

/** "1 requirement NOT MET and 3 not yet assessed." from the requirements' results, and the rule. */
function openRequirementsAndRule(requirements: Pick<RequirementStanding, 'result'>[]): string {
  const open = openRequirements(requirements);
  return [open ? `${open}.` : '', AFFIRM_RULE].filter(Boolean).join(' ');
}

interface LeadProps {
  overall: Pick<Level1Result, 'result' | 'requirementsMet' | 'requirementsTotal'> | undefined;
  requirements: Pick<RequirementStanding, 'result'>[] | undefined;
  action?: ReactNode;
  className?: string;
}

/**
 * The result, first on every screen that shows progress (D28: one story on every screen), at the
 * level of the findings shown (D29). Level 1: "MET" or "NOT MET: n of 15 requirements met", with
 * what still stands between the business and MET. Level 2: the self-assessed SPRS score and the
 * CMMC status (Level2Lead). With an action where the screen has one.
 */
export function Level1Lead(props: LeadProps) {
  const level = useAssessment().data?.level;
  return level === 2 ? <ScoreLead {...props} /> : <Level1Only {...props} />;
}

function ScoreLead({ overall, requirements, action, className }: LeadProps) {
  const score = useSprsScore();
  const changes = useChangesAgainstResult();
  if (!overall) return null;
  if (score.isError && !score.data)
    return (
      <div className={className}>
        <LoadError errors={[score.error]}>
          Your self-assessed SPRS score could not be loaded. Reload the page to try again.
        </LoadError>
      </div>
    );
  return (
    <Level2Lead
      score={score.data}
      requirements={requirements}
      changes={changes}
      action={action}
      className={className}
    />
  );
}

function Level1Only({ overall, requirements, action, className }: LeadProps) {
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
              ? openRequirementsAndRule(requirements)
              : AFFIRM_RULE}
      </p>
      {action && <div className="shrink-0 sm:ml-auto">{action}</div>}
    </div>
  );
}
