import { useEffect, useRef, useState } from 'react';
import type { Control } from '../../contract/catalog';
import type { Implementation } from '../../contract/implementations';
import { useKnownUser } from '../lib/auth';
import { draftOwnerOf } from '../lib/finding-drafts';
import { useSaveNotes } from '../lib/implementations';
import { readNotesDraft, writeNotesDraft } from '../lib/notes-draft';
import { urlDialogShows } from '../lib/url-dialog';
import { CONTROL_PARAM } from './control-address';
import { planChanges, planEntryOf, type PlanEntry } from '../lib/plan-entry';

/**
 * The notes and the plan entry (D32) as typed: the notes restored from the draft an ended session
 * left behind and kept as a draft while typed; both saved when the dialog closes without a status
 * button (issue 12), whichever way it closes (Close, Escape, Back, a link), in one request. A
 * viewer reads the saved ones only (D27).
 */
export function useRecordDraft(
  control: Control,
  implementation: Implementation | undefined,
  editable: boolean,
) {
  const userId = draftOwnerOf(useKnownUser());
  const saved = implementation?.notes ?? '';
  const status = implementation?.status ?? 'not_started';
  const [draft] = useState(() => (userId && editable ? readNotesDraft(userId, control.id) : null));
  const [notes, setNotes] = useState(draft ?? saved);
  const [entry, setEntry] = useState(() => planEntryOf(implementation));
  const { mutate: saveNotes } = useSaveNotes();
  // What closing compares and sends: what is on screen, what the server has, the status.
  const latest = useRef({ notes, sent: saved, status, entry, entrySent: planEntryOf(implementation) });
  useEffect(() => {
    latest.current.status = status;
  }, [status]);

  useEffect(() => {
    const current = latest;
    return () => {
      const { notes: typed, sent, status: unchanged, entry: now, entrySent } = current.current;
      const changes = planChanges(now, entrySent);
      // Closing for good leaves an address without this control. Still showing it means the dialog
      // only went away with the session (the draft waits for the user's return) or React tried
      // the effect twice in development.
      if ((typed === sent && Object.keys(changes).length === 0) || urlDialogShows(CONTROL_PARAM, control.id))
        return;
      saveNotes({
        controlId: control.id,
        status: unchanged,
        ...(typed === sent ? {} : { notes: typed }),
        ...changes,
      });
    };
  }, [control.id, saveNotes]);

  return {
    notes,
    restored: draft !== null && draft !== saved,
    change: (next: string) => {
      setNotes(next);
      latest.current.notes = next;
      if (userId) writeNotesDraft(userId, control.id, next === latest.current.sent ? null : next);
    },
    entry,
    changeEntry: (next: PlanEntry) => {
      setEntry(next);
      latest.current.entry = next;
    },
    /** The plan fields a status button sends with it: those changed. */
    entryChanges: () => planChanges(latest.current.entry, latest.current.entrySent),
    /** The server now has these notes and this entry (a status button saved them). */
    markSent: (sentNotes: string, sentEntry: PlanEntry) => {
      latest.current.sent = sentNotes;
      latest.current.entrySent = sentEntry;
    },
  };
}
