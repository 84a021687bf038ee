import type { AffirmedStanding } from '../../contract/affirmed-standing';
import type { ClientStanding } from '../../contract/auditor';
import { AffirmedStandingBadge } from '../components/AffirmedStandingBadge';
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

/**
 * An organization's result and its progress: objectives MET or N/A. After a reported change, or on
 * a Conditional or expired status, the last affirmation's word replaces the findings' MET (issue 39
 * item 8): never a green MET that the affirmation no longer stands behind.
 */
export function ClientStandingSummary({
  standing,
  affirmed,
  name,
}: {
  standing: ClientStanding;
  affirmed: AffirmedStanding | null;
  name: string;
}) {
  const says = affirmed !== null && affirmed.kind !== 'affirmed';
  return (
    <OverallProgress
      progress={standing}
      level1={affirmed?.kind === 'changed' ? { ...standing.level1, result: 'not_met' } : standing.level1}
      label={`Progress of ${name}`}
      layout="row"
      badge={says ? <AffirmedStandingBadge standing={affirmed} className="self-start" /> : undefined}
    />
  );
}
