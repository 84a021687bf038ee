import type { AuditorStatus } from './auditor';
import { AUDITOR_STATUS_LABELS } from './labels';
import type { ImplementationStatus, ReviewStatus } from './constants';
import type { ReviewRecord } from './implementations';

/**
 * Where a control stands with the auditors (decision D19), one rule for every screen and for the
 * server's review queue: the current verdict when there is one; otherwise completed work awaits
 * review ('pending', shown "Pending Review"); work not started or in progress and never judged has
 * nothing to review (null, no badge).
 */
export type ReviewState = AuditorStatus | 'pending';

/** What the rule reads of an implementation; a control without a record passes undefined. */
export interface Reviewable {
  status: ImplementationStatus;
  auditorStatus: ReviewStatus | null;
}

/**
 * The statuses whose work is submitted for review when no verdict stands: Completed only. In
 * Progress is the client's draft; it is neither listed in the auditors' queue nor shown as
 * "Pending Review" (issue 23; document 2 offers Review only for completed implementations).
 */
export const REVIEWABLE_STATUSES = ['completed'] as const satisfies ImplementationStatus[];

export function reviewState(implementation: Reviewable | undefined): ReviewState | null {
  if (!implementation) return null;
  if (implementation.auditorStatus) return implementation.auditorStatus;
  return (REVIEWABLE_STATUSES as readonly string[]).includes(implementation.status) ? 'pending' : null;
}

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  ...AUDITOR_STATUS_LABELS,
  pending: 'Pending Review',
};

/** A verdict that leaves work to do: the control is not met until the client answers it. */
export const isOpenVerdict = (status: ReviewStatus | null | undefined): boolean =>
  status === 'rejected' || status === 'needs_clarification';

/** The review behind the current verdict (the newest of the history), or null once it lapsed. */
export function currentReview(implementation: {
  auditorStatus: ReviewStatus | null;
  reviews: ReviewRecord[];
}): ReviewRecord | null {
  return implementation.auditorStatus ? (implementation.reviews[0] ?? null) : null;
}

/** The reviews before the current verdict (all of them once it lapsed), newest first. */
export function earlierReviews(implementation: {
  auditorStatus: ReviewStatus | null;
  reviews: ReviewRecord[];
}): ReviewRecord[] {
  return implementation.auditorStatus ? implementation.reviews.slice(1) : implementation.reviews;
}
