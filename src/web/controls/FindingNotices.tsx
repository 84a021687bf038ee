import type { ObjectiveFinding } from '../../contract/assessment';
import { FINDING_LABELS } from '../../contract/labels';

interface FindingNoticesProps {
  letter: string;
  /** A draft left unsaved was restored, and whether it can be saved as it is. */
  restored: boolean;
  savable: boolean;
  saved: ObjectiveFinding | undefined;
}

/** What the editor says before the finding: a restored draft, or last cycle's finding to confirm (D23). */
export function FindingNotices({ letter, restored, savable, saved }: FindingNoticesProps) {
  return (
    <>
      {restored && (
        <p
          className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900"
          data-testid="finding-draft-restored"
        >
          This is the finding you had not saved yet.{' '}
          {savable
            ? 'Save it, or it is saved when you close this dialog.'
            : `It can be saved once it says why [${letter}] does not apply.`}
        </p>
      )}
      {saved?.previousFinding && !saved.finding && (
        <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">
          Last cycle this objective was {FINDING_LABELS[saved.previousFinding]}. Check it still holds, then
          save to confirm it for this cycle.
        </p>
      )}
    </>
  );
}
