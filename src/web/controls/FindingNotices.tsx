import type { ObjectiveFinding } from '../../contract/assessment';
import { FINDING_LABELS } from '../../contract/labels';
import { namesCui } from '../../contract/level2-findings';

interface FindingNoticesProps {
  letter: string;
  /** The objective's words, to say when they name CUI where Level 1's named FCI. */
  objectiveText: string;
  /** A draft left unsaved was restored, and whether it can be saved as it is. */
  restored: boolean;
  savable: boolean;
  /** What the draft lacks is only the justification of an N/A. */
  lacksJustificationOnly: boolean;
  saved: ObjectiveFinding | undefined;
}

const NOTICE = 'rounded-md bg-yellow-50 p-3 text-sm text-yellow-900';

/**
 * What the editor says before the finding: a restored draft, last cycle's finding to confirm (D23),
 * or the Level 1 finding that pre-fills a Level 2 objective, which counts only once confirmed (D29).
 */
export function FindingNotices({
  letter,
  objectiveText,
  restored,
  savable,
  lacksJustificationOnly,
  saved,
}: FindingNoticesProps) {
  const previous = saved?.previousFinding && !saved.finding ? saved.previousFinding : null;
  return (
    <>
      {restored && (
        <p className={NOTICE} data-testid="finding-draft-restored">
          This is the finding you had not saved yet.{' '}
          {savable
            ? 'Save it, or it is saved when you close this dialog.'
            : lacksJustificationOnly
              ? `It can be saved once it says why [${letter}] does not apply.`
              : 'It can be saved once the fields marked below are complete.'}
        </p>
      )}
      {previous && saved?.prefilledFrom === 'level_1' && (
        <div className={NOTICE} data-testid="level1-prefill">
          <p>
            <strong className="font-semibold">From your Level 1 assessment:</strong> [{letter}] was found{' '}
            {FINDING_LABELS[previous]}. It counts at Level 2 only once you confirm it here.
          </p>
          <p className="mt-1">
            The Level 2 scope takes in everything that processes, stores or transmits CUI, which can be more
            than Level 1 covered for FCI
            {namesCui(objectiveText) ? ', and this objective names CUI where Level 1’s named FCI' : ''}. Check
            that the finding holds for all of it, then confirm.
          </p>
        </div>
      )}
      {previous && saved?.prefilledFrom !== 'level_1' && (
        <p className={NOTICE}>
          Last cycle this objective was {FINDING_LABELS[previous]}. Check it still holds, then save to confirm
          it for this cycle.
        </p>
      )}
    </>
  );
}
