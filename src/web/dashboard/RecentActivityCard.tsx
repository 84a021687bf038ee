import { Activity } from 'lucide-react';
import { Link } from 'wouter';
import { formatRelativeTime } from '../../contract/format';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useActivity } from '../lib/activity';

export const RECENT_COUNT = 5;

export function RecentActivityCard() {
  const activity = useActivity(1, RECENT_COUNT);
  const items = activity.data?.items ?? [];
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        {activity.isLoading ? (
          <Skeleton className="h-32" />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No recent activity</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3">
                <Activity aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <div className="min-w-0">
                  <p className="text-sm text-slate-900">{item.description}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time> by{' '}
                    {item.actorName}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="mt-4 w-full">
          <Link href="/activity">View all activity</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
