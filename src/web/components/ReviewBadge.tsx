import { REVIEW_STATE_LABELS, reviewState, type Reviewable, type ReviewState } from '../../contract/reviews';
import { Badge, type BadgeProps } from './ui/badge';

const TONES: Record<ReviewState, BadgeProps['tone']> = {
  approved: 'green',
  rejected: 'red',
  needs_clarification: 'yellow',
  pending: 'neutral',
};

/** Approved, Rejected, Needs Clarification or Pending Review (D19); nothing for untouched work. */
export function ReviewBadge({ implementation }: { implementation: Reviewable | undefined }) {
  const state = reviewState(implementation);
  if (!state) return null;
  return (
    <Badge tone={TONES[state]} data-testid="review-badge">
      {REVIEW_STATE_LABELS[state]}
    </Badge>
  );
}

/** The badge for one recorded verdict of the history. */
export function VerdictBadge({ status }: { status: Exclude<ReviewState, 'pending'> }) {
  return <Badge tone={TONES[status]}>{REVIEW_STATE_LABELS[status]}</Badge>;
}
