import { formatDate } from '../../contract/format';
import type { ReviewRecord } from '../../contract/implementations';
import { currentReview, earlierReviews, reviewState, type Reviewable } from '../../contract/reviews';
import { VerdictBadge } from './ReviewBadge';

type Reviewed = Reviewable & { reviews: ReviewRecord[] };

function Signature({ review }: { review: ReviewRecord }) {
  return (
    <p className="text-xs text-slate-600">
      {review.reviewerName ?? 'A former auditor'} ·{' '}
      <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
    </p>
  );
}

function ReviewEntry({ review }: { review: ReviewRecord }) {
  return (
    <li className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3">
      <div className="flex flex-wrap items-center gap-2">
        <VerdictBadge status={review.status} />
        <Signature review={review} />
      </div>
      {review.notes && (
        <p className="whitespace-pre-line break-words text-sm text-slate-700">{review.notes}</p>
      )}
    </li>
  );
}

/** Why there is no current verdict, in the words a client or auditor would use. */
function pendingText(implementation: Reviewed): string {
  if (implementation.reviews.length > 0)
    return 'Pending Review: changed since the last review. Earlier reviews are kept below.';
  return 'Pending Review: not reviewed yet.';
}

/**
 * The current verdict with the auditor's notes, name and date, then the earlier reviews
 * (D19). Renders nothing for work that was never submitted nor reviewed.
 */
export function ReviewHistory({
  implementation,
  title = 'Review',
}: {
  implementation: Reviewed | undefined;
  title?: string;
}) {
  if (!implementation) return null;
  const state = reviewState(implementation);
  const current = currentReview(implementation);
  const earlier = earlierReviews(implementation);
  if (!state && earlier.length === 0) return null;
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-3" data-testid="review-section">
      <h3 id="review-heading" className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {current ? (
        <div className="flex flex-col gap-1.5 rounded-md border border-slate-200 bg-slate-50 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <VerdictBadge status={current.status} />
            <Signature review={current} />
          </div>
          {current.notes && (
            <p className="whitespace-pre-line break-words text-sm text-slate-800">{current.notes}</p>
          )}
        </div>
      ) : (
        state === 'pending' && <p className="text-sm text-slate-700">{pendingText(implementation)}</p>
      )}
      {earlier.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-medium uppercase tracking-wide text-slate-600">Earlier reviews</h4>
          <ol className="flex flex-col gap-3">
            {earlier.map((review, index) => (
              <ReviewEntry key={`${review.createdAt}-${index}`} review={review} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
