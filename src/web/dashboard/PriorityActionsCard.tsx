import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Control } from '../../contract/catalog';
import { PRIORITY_ACTIONS_LIMIT } from '../../contract/constants';
import type { Level } from '../../contract/level2';
import {
  priorityActions,
  type ControlFindings,
  type ControlWork,
  type PriorityReason,
} from '../../contract/priorities';
import { VerdictBadge } from '../components/ReviewBadge';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useLevel1 } from '../lib/assessment';

interface PriorityActionsCardProps {
  controls: Control[];
  work: ControlWork[];
  /** The practices' findings in the current cycle (D28: the list follows them too). */
  findings: ControlFindings[];
  level: Level;
}

const WORDING: Record<PriorityReason, { title: string; button: string }> = {
  rejected: { title: 'Fix', button: 'Fix' },
  needs_clarification: { title: 'Clarify', button: 'Answer' },
  not_met: { title: 'Fix', button: 'Fix' },
  in_progress: { title: 'Complete', button: 'Continue' },
  not_assessed: { title: 'Assess', button: 'Assess' },
  not_started: { title: 'Complete', button: 'Start' },
};

const letterList = (letters: string[]) => letters.map((letter) => `[${letter}]`).join(', ');

/** What the objectives say, under the title of a NOT MET or not yet assessed control. */
function findingsLine(reason: PriorityReason, letters: string[]): string | null {
  const objectives = letters.length === 1 ? 'Objective' : 'Objectives';
  if (reason === 'not_met') return `${objectives} ${letterList(letters)} NOT MET`;
  if (reason === 'not_assessed') return `${objectives} ${letterList(letters)} not yet assessed`;
  return null;
}

export function PriorityActionsCard({ controls, work, findings, level }: PriorityActionsCardProps) {
  const pending = priorityActions(controls, work, findings);
  const level1 = useLevel1();
  return (
    <Card className="flex flex-col" data-testid="priority-actions">
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
          // Nothing pending means every objective MET or N/A, so this waits for the result to load:
          // nothing reads as done before it is MET.
          <p className="py-6 text-center text-sm text-slate-700">
            {level === 2
              ? 'Assess the objectives of the 110 requirements for a self-assessed score.'
              : 'Assess the objectives of the 15 requirements to reach a Level 1 MET.'}{' '}
            <Link href="/controls?view=requirements" className="font-medium text-brand-800 underline">
              Open the requirements
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {pending.slice(0, PRIORITY_ACTIONS_LIMIT).map(({ control, reason, auditorNotes, letters }) => {
              const wording = WORDING[reason];
              const objectives = findingsLine(reason, letters);
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
                    {objectives && (
                      <p
                        className={`mt-1 text-xs ${reason === 'not_met' ? 'text-red-800' : 'text-slate-700'}`}
                      >
                        {objectives}
                      </p>
                    )}
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
