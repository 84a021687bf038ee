import { Link } from 'wouter';
import { REVIEW_QUEUE_LIMIT } from '../../contract/auditor';
import { formatRelativeTime } from '../../contract/format';
import { LoadError } from '../components/LoadError';
import { StatusBadge } from '../components/StatusBadge';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useReviewQueue } from '../lib/auditor';

/** What awaits review across clients, newest first; each entry opens its review (D19). */
export function ReviewQueueCard() {
  const queue = useReviewQueue();
  const items = queue.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Awaiting Review</CardTitle>
        {queue.data && (
          <Badge tone={items.length ? 'yellow' : 'green'}>
            {items.length === REVIEW_QUEUE_LIMIT ? `${REVIEW_QUEUE_LIMIT}+` : items.length} waiting
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {queue.isLoading ? (
          <Skeleton className="h-32" />
        ) : queue.isError ? (
          <LoadError errors={[queue.error]}>
            The review queue could not be loaded. Reload the page to try again.
          </LoadError>
        ) : items.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">Nothing awaits review right now.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="review-queue">
            {items.map((item) => (
              <li
                key={item.implementationId}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <div className="min-w-0 sm:flex-1">
                  <p className="break-words text-sm font-medium text-slate-900">{item.businessName}</p>
                  <p className="break-words text-sm text-slate-700">
                    <span className="font-mono">{item.controlNumber}</span> {item.controlTitle}
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <StatusBadge status={item.status} />
                    {item.resubmitted && <Badge tone="brand">Resubmitted</Badge>}
                    <span>
                      Updated <time dateTime={item.since}>{formatRelativeTime(item.since)}</time>
                    </span>
                  </div>
                </div>
                <Button asChild size="sm" variant="outline" className="self-start sm:self-center">
                  <Link
                    href={`/auditor/client/${encodeURIComponent(item.clientId)}?review=${encodeURIComponent(item.implementationId)}`}
                  >
                    Review
                    <span className="sr-only">
                      {' '}
                      {item.controlNumber} of {item.businessName}
                    </span>
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {items.length === REVIEW_QUEUE_LIMIT && (
          <p className="mt-3 text-xs text-slate-600">
            Showing the {REVIEW_QUEUE_LIMIT} most recent; review these to see older ones.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
