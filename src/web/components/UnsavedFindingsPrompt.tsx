import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { setLeftFindings, useLeftFindings, writeFindingDraft } from '../lib/finding-drafts';
import { ConfirmDialog } from './ui/alert-dialog';

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** Where "Keep editing" puts the cursor: the justification the finding lacks. */
export const justificationField = (objectiveId: string) =>
  document.querySelector<HTMLElement>(`[data-justification-for="${CSS.escape(objectiveId)}"]`);

interface UnsavedFindingsPromptProps {
  /** The findings that cannot be saved as they are; none: the prompt is closed. */
  objectiveIds: string[];
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * Asked when a control dialog closes with a finding that cannot be saved (issue 23): N/A without
 * a justification (D22). Keep editing is the safe answer, focused first and given by Escape.
 */
export function UnsavedFindingsPrompt({
  objectiveIds,
  onKeepEditing,
  onDiscard,
}: UnsavedFindingsPromptProps) {
  // The text stays while the prompt closes, after the list has emptied.
  const [shown, setShown] = useState(objectiveIds);
  if (objectiveIds.length > 0 && objectiveIds !== shown) setShown(objectiveIds);
  const one = shown.length === 1;
  const list = listFormat.format(shown);
  return (
    <ConfirmDialog
      open={objectiveIds.length > 0}
      onOpenChange={(open) => !open && onKeepEditing()}
      title={one ? `${list} is not saved` : `${shown.length} findings are not saved`}
      description={
        `${list} ${one ? 'is' : 'are'} marked N/A without a justification, so ${one ? 'it' : 'they'} ` +
        `cannot be saved. Keep editing to write why ${one ? 'it does' : 'they do'} not apply, or ` +
        `discard your changes to ${one ? 'it' : 'them'}.`
      }
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onConfirm={onDiscard}
      returnFocusTo={() => (shown[0] ? justificationField(shown[0]) : null)}
    />
  );
}

/**
 * The findings a control dialog could not save when it went away without asking (Back, the
 * address of another control or page): asked about wherever the user now is. Once the dialog is
 * back on screen (signed in again after the session ended), it shows them itself.
 */
export function LeftFindingsPrompt() {
  const left = useLeftFindings();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const back = left !== null && `${location}?${search}` === left.href;
  useEffect(() => {
    if (back) setLeftFindings(null);
  }, [back]);
  return (
    <UnsavedFindingsPrompt
      objectiveIds={left && !back ? left.objectiveIds : []}
      onKeepEditing={() => {
        setLeftFindings(null);
        if (left) navigate(left.href);
      }}
      onDiscard={() => {
        left?.objectiveIds.forEach((objectiveId) => writeFindingDraft(left.userId, objectiveId, null));
        setLeftFindings(null);
      }}
    />
  );
}
