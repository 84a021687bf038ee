import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Control } from '../../contract/catalog';
import { PRIORITY_ACTIONS_LIMIT } from '../../contract/constants';
import { priorityActions, type ControlWork, type PriorityReason } from '../../contract/priorities';
import { VerdictBadge } from '../components/ReviewBadge';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useLevel1 } from '../lib/assessment';

interface PriorityActionsCardProps {
  controls: Control[];
  work: ControlWork[];
}

const WORDING: Record<PriorityReason, { title: string; button: string }> = {
  rejected: { title: 'Fix', button: 'Fix' },
  needs_clarification: { title: 'Clarify', button: 'Answer' },
  in_progress: { title: 'Complete', button: 'Continue' },
  not_started: { title: 'Complete', button: 'Start' },
};

export function PriorityActionsCard({ controls, work }: PriorityActionsCardProps) {
  const pending = priorityActions(controls, work);
  const level1 = useLevel1();
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Priority Actions</CardTitle>
        <Badge
          tone={pending.length ? 'yellow' : level1.overallMet ? 'green' : 'brand'}
          aria-label={`${pending.length} pending`}
        >
          {pending.length} pending
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        {pending.length === 0 && level1.overallMet ? (
          <p className="flex items-center justify-center gap-2 py-6 text-sm text-green-800">
            <CheckCircle2 aria-hidden className="size-5" />
            All controls are up to date!
          </p>
        ) : pending.length === 0 ? (
          // D15: nothing green below a full MET; the work left is in the objectives.
          <p className="py-6 text-center text-sm text-slate-700">
            Every control is marked complete. Assess the objectives of the 15 requirements to reach a Level 1
            MET.{' '}
            <Link href="/controls?view=requirements" className="font-medium text-brand-800 underline">
              Open the requirements
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {pending.slice(0, PRIORITY_ACTIONS_LIMIT).map(({ control, reason, auditorNotes }) => {
              const wording = WORDING[reason];
              return (
                <li
                  key={control.id}
                  className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
                  data-testid="priority-action"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      {wording.title} {control.controlNumber}
                      {(reason === 'rejected' || reason === 'needs_clarification') && (
                        <VerdictBadge status={reason} />
                      )}
                    </p>
                    <p className="truncate text-xs text-slate-600">{control.title}</p>
                    {auditorNotes && (
                      <p className="mt-1 line-clamp-2 break-words text-xs text-slate-800">
                        Auditor: “{auditorNotes}”
                      </p>
                    )}
                  </div>
                  <Button asChild size="sm" variant={reason === 'not_started' ? 'default' : 'outline'}>
                    <Link href={`/controls?control=${encodeURIComponent(control.id)}`}>
                      {wording.button}
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
