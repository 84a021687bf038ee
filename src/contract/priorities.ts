import type { ImplementationStatus, ReviewStatus } from './constants';
import { isOpenVerdict } from './reviews';

interface HasId {
  id: string;
}

/** What the dashboard needs of a client's record for a control. */
export interface ControlWork {
  controlId: string;
  status: ImplementationStatus;
  auditorStatus: ReviewStatus | null;
  auditorNotes: string | null;
}

/** Why a control is on the to-do list, in the order the list shows them. */
export type PriorityReason = 'rejected' | 'needs_clarification' | 'in_progress' | 'not_started';

export interface PriorityAction<T> {
  control: T;
  reason: PriorityReason;
  /** The auditor's words, for the two verdict reasons. */
  auditorNotes: string | null;
}

const ORDER: PriorityReason[] = ['rejected', 'needs_clarification', 'in_progress', 'not_started'];

/** Why a control still needs work, or null when it is done (completed, no open verdict). */
export function priorityReason(work: ControlWork | undefined): PriorityReason | null {
  if (work && isOpenVerdict(work.auditorStatus)) return work.auditorStatus as PriorityReason;
  const status = work?.status ?? 'not_started';
  return status === 'completed' ? null : status;
}

/**
 * The controls still to do: those an auditor rejected or asked about first (with the auditor's
 * words), then in progress (closest to done), then not started, each group in catalog order.
 * Document 1: the dashboard shows at most 3.
 */
export function priorityActions<T extends HasId>(controls: T[], work: ControlWork[]): PriorityAction<T>[] {
  const byControl = new Map(work.map((item) => [item.controlId, item]));
  const actions = controls.flatMap((control) => {
    const item = byControl.get(control.id);
    const reason = priorityReason(item);
    if (!reason) return [];
    const auditorNotes = isOpenVerdict(item?.auditorStatus) ? (item?.auditorNotes ?? null) : null;
    return [{ control, reason, auditorNotes }];
  });
  return ORDER.flatMap((reason) => actions.filter((action) => action.reason === reason));
}
