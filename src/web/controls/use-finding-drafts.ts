import { useCallback, useEffect, useRef } from 'react';
import type { ObjectiveFinding } from '../../contract/assessment';
import { useAssessment, useSaveFinding } from '../lib/assessment';
import { useKnownUser } from '../lib/auth';
import {
  draftInput,
  findingDraftsOf,
  isSavable,
  sameDraft,
  savedDraft,
  setLeftFindings,
  writeFindingDraft,
  type FindingDraft,
  draftOwnerOf,
} from '../lib/finding-drafts';
import { urlDialogShows } from '../lib/url-dialog';
import { CONTROL_PARAM } from './control-address';

/**
 * The unsaved objective findings of one control dialog (issue 23, "No lost drafts"). Closing the
 * dialog saves them as it saves the implementation notes; a draft that cannot be saved (N/A
 * without a justification, or a Level 2 field it lacks, draftProblems) is never dropped silently: the dialog asks before closing, and when it
 * went away without asking (Back, another address) the app shell asks (LeftFindingsPrompt).
 */
export function useFindingDrafts(controlId: string, editable = true) {
  const userId = draftOwnerOf(useKnownUser());
  const findings = useAssessment().data?.objectives;
  const { mutate: saveFinding } = useSaveFinding();
  // What closing reads: the user and the findings the server has, as of the last render.
  const latest = useRef<{ userId: string | null; findings: ObjectiveFinding[] | undefined }>({
    userId,
    findings,
  });
  useEffect(() => {
    latest.current = { userId, findings };
  }, [userId, findings]);

  /** The drafts that differ from what the server has; one equal to it is forgotten. */
  const pending = useCallback((): [string, FindingDraft][] => {
    const { userId: user, findings: saved } = latest.current;
    // A viewer records nothing (D27): no draft of theirs is restored or saved.
    if (!user || !editable) return [];
    const savedOf = new Map(saved?.map((finding) => [finding.objectiveId, finding]));
    return findingDraftsOf(user, controlId).filter(([objectiveId, draft]) => {
      if (saved && sameDraft(draft, savedDraft(savedOf.get(objectiveId)))) {
        writeFindingDraft(user, objectiveId, null);
        return false;
      }
      return true;
    });
  }, [controlId, editable]);

  const unsavable = useCallback(
    () => pending().flatMap(([objectiveId, draft]) => (isSavable(objectiveId, draft) ? [] : [objectiveId])),
    [pending],
  );

  useEffect(() => {
    return () => {
      // As for the notes: an address still showing this control means the dialog went away with
      // the session (the drafts wait for the user's return) or React tried the effect twice.
      if (urlDialogShows(CONTROL_PARAM, controlId)) return;
      const drafts = pending();
      for (const [objectiveId, draft] of drafts) {
        if (isSavable(objectiveId, draft)) saveFinding({ objectiveId, input: draftInput(draft) });
      }
      const kept = drafts.flatMap(([objectiveId, draft]) =>
        isSavable(objectiveId, draft) ? [] : [objectiveId],
      );
      const user = latest.current.userId;
      if (user && kept.length > 0) {
        const href = `/controls?${CONTROL_PARAM}=${encodeURIComponent(controlId)}`;
        setLeftFindings({ userId: user, objectiveIds: kept, href });
      }
    };
  }, [controlId, pending, saveFinding]);

  return {
    /** The objective to open first: the first one with a draft (restored after an ended session). */
    firstPending: () => pending()[0]?.[0],
    unsavable,
    discard: (objectiveIds: string[]) => {
      const user = latest.current.userId;
      if (user) objectiveIds.forEach((objectiveId) => writeFindingDraft(user, objectiveId, null));
    },
  };
}
