import type { ClientStanding } from '../../contract/auditor';
import type { PracticeResult } from '../../contract/labels';
import { ResultBadge } from '../components/Level1Badge';
import { OverallProgress } from '../components/OverallProgress';

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
  return (
    <OverallProgress
      progress={standing}
      level1={standing.level1}
      label={`Progress of ${name}`}
      layout="row"
    />
  );
}
