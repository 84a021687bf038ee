import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Control } from '../../contract/catalog';
import { PRIORITY_ACTIONS_LIMIT, type ImplementationStatus } from '../../contract/constants';
import { pendingControls } from '../../contract/priorities';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

interface PriorityActionsCardProps {
  controls: Control[];
  statuses: Map<string, ImplementationStatus>;
}

export function PriorityActionsCard({ controls, statuses }: PriorityActionsCardProps) {
  const pending = pendingControls(controls, statuses);
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Priority Actions</CardTitle>
        <Badge tone={pending.length ? 'yellow' : 'green'} aria-label={`${pending.length} pending`}>
          {pending.length} pending
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        {pending.length === 0 ? (
          <p className="flex items-center justify-center gap-2 py-6 text-sm text-green-800">
            <CheckCircle2 aria-hidden className="size-5" />
            All controls are up to date!
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {pending.slice(0, PRIORITY_ACTIONS_LIMIT).map((control) => {
              const started = statuses.get(control.id) === 'in_progress';
              return (
                <li
                  key={control.id}
                  className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">Complete {control.controlNumber}</p>
                    <p className="truncate text-xs text-slate-600">{control.title}</p>
                  </div>
                  <Button asChild size="sm" variant={started ? 'outline' : 'default'}>
                    <Link href={`/controls?control=${encodeURIComponent(control.id)}`}>
                      {started ? 'Continue' : 'Start'}
                      <span className="sr-only"> {control.controlNumber}</span>
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button asChild variant="outline" className="mt-4 w-full">
          <Link href="/controls?status=open">View all actions</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
