import { useState } from 'react';
import { formatDate, formatRelativeTime } from '../../contract/format';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { Card, CardContent } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useActivity } from '../lib/activity';

const PAGE_SIZE = 20;

/** The full history behind the dashboard's 'View all activity' (D14). */
export function ActivityPage() {
  const [page, setPage] = useState(1);
  const activity = useActivity(page, PAGE_SIZE);
  const data = activity.data;

  return (
    <>
      <PageHeader
        title="Activity History"
        subtitle="Everything that happened in your organization, and who did it, newest first"
      />
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          {activity.isLoading ? (
            <Skeleton className="h-64" />
          ) : activity.isError || !data ? (
            <p role="alert" className="text-sm text-red-700">
              The activity history could not be loaded. Reload the page to try again.
            </p>
          ) : data.items.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-600">No recent activity</p>
          ) : (
            <ol className="divide-y divide-slate-100" aria-label="Activity">
              {data.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
                >
                  <span className="min-w-0 break-words text-sm text-slate-900">
                    {item.description}{' '}
                    <span className="text-slate-600" data-testid="activity-actor">
                      {/* "by" stays with the name when the line wraps. */}
                      by{'\u00a0'}
                      {item.actorName}
                    </span>
                  </span>
                  <time
                    dateTime={item.createdAt}
                    className="shrink-0 text-xs text-slate-600"
                    title={formatDate(item.createdAt)}
                  >
                    {formatRelativeTime(item.createdAt)} · {formatDate(item.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
          {data && data.total > PAGE_SIZE && (
            <div className="mt-4">
              <Pager
                label="Activity pages"
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                busy={activity.isPlaceholderData}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}
