import { useState } from 'react';
import type { ObjectiveFinding } from '../../contract/assessment';
import { useKnownUser } from '../lib/auth';
import {
  readFindingDraft,
  sameDraft,
  savedDraft,
  writeFindingDraft,
  type FindingDraft,
  draftOwnerOf,
} from '../lib/finding-drafts';

/**
 * The finding as typed: restored from a draft left unsaved (an ended session, a dialog closed
 * with "Keep editing" pending), and kept as a draft while it differs from the saved one, so that
 * folding the objective away or closing the dialog loses nothing (issue 23).
 */
export function useFindingDraft(objectiveId: string, saved: ObjectiveFinding | undefined) {
  const userId = draftOwnerOf(useKnownUser());
  const [restored] = useState(() => {
    const kept = userId ? readFindingDraft(userId, objectiveId) : null;
    return kept && !sameDraft(kept, savedDraft(saved)) ? kept : null;
  });
  const [draft, setDraft] = useState<FindingDraft>(restored ?? savedDraft(saved));
  return {
    draft,
    restored: restored !== null,
    change: (patch: Partial<FindingDraft>) => {
      const next = { ...draft, ...patch };
      setDraft(next);
      if (userId) writeFindingDraft(userId, objectiveId, sameDraft(next, savedDraft(saved)) ? null : next);
    },
    /** A file linked on the server meanwhile (uploaded here): shown ticked, nothing left to save. */
    linked: (evidenceId: string) =>
      setDraft((current) => ({
        ...current,
        evidenceIds: [...new Set([...current.evidenceIds, evidenceId])],
      })),
  };
}

/** The list with `value` added, or taken out when it was there: a checkbox's toggle. */
export const toggled = <T>(list: T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
