/**
 * Implementation notes being typed, kept in the tab's session storage until they are saved, so
 * that an ended session (sign in again, come back to the page) does not throw them away
 * (issue 12). Keyed by user and control: another account signing in on the same tab never sees
 * them. Storage may be unavailable (a browser's privacy mode): the notes then live only on screen.
 */
const key = (userId: string, controlId: string) => `cmmc-readiness:notes-draft:${userId}:${controlId}`;

export function readNotesDraft(userId: string, controlId: string): string | null {
  try {
    return window.sessionStorage.getItem(key(userId, controlId));
  } catch {
    return null;
  }
}

/** Keeps `notes` as the draft, or forgets the draft when `notes` is null. */
export function writeNotesDraft(userId: string, controlId: string, notes: string | null): void {
  try {
    if (notes === null) window.sessionStorage.removeItem(key(userId, controlId));
    else window.sessionStorage.setItem(key(userId, controlId), notes);
  } catch {
    // No storage: nothing to keep or forget.
  }
}

/** After a save of `savedNotes`: the draft goes, unless the user has typed on since. */
export function settleNotesDraft(userId: string, controlId: string, savedNotes: string): void {
  if (readNotesDraft(userId, controlId) === savedNotes) writeNotesDraft(userId, controlId, null);
}
