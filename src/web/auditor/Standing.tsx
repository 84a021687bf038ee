import type { ClientStanding } from '../../contract/auditor';
import type { PracticeResult } from '../../contract/labels';
import { percentOf, progressTone } from '../../contract/progress-tone';
import { Level1Badge, ResultBadge } from '../components/Level1Badge';
import { ProgressBar } from '../components/ui/progress';

/*
 * How the auditor's lists show a Level 1 standing (D28), in one place: the wording itself comes
 * from the shared badges (level1Label, PRACTICE_RESULT_LABELS), so that a change of wording
 * reaches these lists with every other screen.
 */

/** A practice's result in the review queue: MET, NOT MET or Not yet assessed. */
export function PracticeResultBadge({ result }: { result: PracticeResult }) {
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">Practice result: </span>
      <ResultBadge result={result} />
    </span>
  );
}

/** An organization's Level 1 result and its progress: objectives MET or N/A out of 59. */
export function ClientStandingSummary({ standing, name }: { standing: ClientStanding; name: string }) {
  const { level1, objectivesMet, objectivesTotal } = standing;
  const percentage = percentOf(objectivesMet, objectivesTotal);
  return (
    <div className="flex flex-col gap-1.5">
      <Level1Badge overall={level1} className="self-start" />
      <ProgressBar
        value={percentage}
        tone={progressTone(percentage, level1.result === 'met')}
        label={`Progress of ${name}`}
        className="h-1.5"
      />
      <p className="text-xs text-slate-600" data-testid="client-objectives">
        {objectivesMet} of {objectivesTotal} objectives MET or N/A
      </p>
    </div>
  );
}
