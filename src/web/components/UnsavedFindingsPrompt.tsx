import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { FindingField } from '../../contract/level2-findings';
import {
  draftProblems,
  readFindingDraft,
  setLeftFindings,
  useLeftFindings,
  writeFindingDraft,
} from '../lib/finding-drafts';
import { ConfirmDialog } from './ui/alert-dialog';

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * Where "Keep editing" puts the cursor: the first field the finding lacks, which its editor marks
 * with `data-missing-for` (the justification of an N/A, a Level 2 basis' description, the policy box).
 */
export const missingField = (objectiveId: string) =>
  document.querySelector<HTMLElement>(`[data-missing-for="${CSS.escape(objectiveId)}"]`);

/** What the prompt names as missing, in the order of the editor's fields. */
const MISSING: Record<FindingField, string> = {
  justification: 'the justification of an N/A',
  capabilityOff: 'the policy that keeps the capability from being enabled',
  basisDescription: 'the description of the enduring exception or temporary deficiency',
};

/** The fields the drafts of `objectiveIds` lack; the justification alone when none is kept. */
function missingOf(owner: string | null, objectiveIds: string[]): FindingField[] {
  const fields = new Set<FindingField>();
  for (const objectiveId of objectiveIds) {
    const draft = owner ? readFindingDraft(owner, objectiveId) : null;
    if (draft) Object.keys(draftProblems(objectiveId, draft)).forEach((f) => fields.add(f as FindingField));
  }
  const known = (Object.keys(MISSING) as FindingField[]).filter((field) => fields.has(field));
  return known.length > 0 ? known : ['justification'];
}

function promptText(list: string, one: boolean, missing: FindingField[]): string {
  const them = one ? 'it' : 'them';
  if (missing.length === 1 && missing[0] === 'justification')
    return (
      `${list} ${one ? 'is' : 'are'} marked N/A without a justification, so ${one ? 'it' : 'they'} ` +
      `cannot be saved. Keep editing to write why ${one ? 'it does' : 'they do'} not apply, or ` +
      `discard your changes to ${them}.`
    );
  return (
    `${list} ${one ? 'lacks' : 'lack'} ${listFormat.format(missing.map((field) => MISSING[field]))}, ` +
    `so ${one ? 'it' : 'they'} cannot be saved. Keep editing to complete ${them}, or discard your ` +
    `changes to ${them}.`
  );
}

interface UnsavedFindingsPromptProps {
  /** The findings that cannot be saved as they are; none: the prompt is closed. */
  objectiveIds: string[];
  /** Whose drafts they are (draftOwnerOf), to say what each lacks. */
  owner: string | null;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * Asked when a control dialog closes with a finding that cannot be saved (issue 23): N/A without
 * a justification (D22), or at Level 2 without the policy a capability needs, or a basis without
 * its description (D30). Keep editing is the safe answer, focused first and given by Escape.
 */
export function UnsavedFindingsPrompt({
  objectiveIds,
  owner,
  onKeepEditing,
  onDiscard,
}: UnsavedFindingsPromptProps) {
  // The text stays while the prompt closes, after the list has emptied.
  const [shown, setShown] = useState({ objectiveIds, missing: missingOf(owner, objectiveIds) });
  if (objectiveIds.length > 0 && objectiveIds !== shown.objectiveIds)
    setShown({ objectiveIds, missing: missingOf(owner, objectiveIds) });
  const one = shown.objectiveIds.length === 1;
  const list = listFormat.format(shown.objectiveIds);
  const first = shown.objectiveIds[0];
  return (
    <ConfirmDialog
      open={objectiveIds.length > 0}
      onOpenChange={(open) => !open && onKeepEditing()}
      title={one ? `${list} is not saved` : `${shown.objectiveIds.length} findings are not saved`}
      description={promptText(list, one, shown.missing)}
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onConfirm={onDiscard}
      returnFocusTo={() => (first ? missingField(first) : null)}
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
      owner={left?.userId ?? null}
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
