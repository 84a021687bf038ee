import { CalendarClock } from 'lucide-react';
import { Link } from 'wouter';
import type { CurrentCycle } from '../../contract/cycles';
import { formatDate } from '../../contract/format';
import type { Level } from '../../contract/level2';
import { useAssessment } from '../lib/assessment';
import { cn } from '../lib/utils';
import { ChangesNotice } from './ChangesNotice';

const STYLE: Record<CurrentCycle['due']['state'], string> = {
  never: 'border-brand-100 bg-brand-50 text-brand-900',
  affirmed: 'border-green-200 bg-green-50 text-green-900',
  due_soon: 'border-yellow-200 bg-yellow-50 text-yellow-900',
  overdue: 'border-red-200 bg-red-50 text-red-900',
};

function message(due: CurrentCycle['due'], level: Level): string {
  const date = due.nextDueAt ? formatDate(due.nextDueAt) : '';
  const days = Math.abs(due.daysLeft ?? 0);
  switch (due.state) {
    case 'never':
      return `Not affirmed yet: assess, affirm and enter the result in SPRS before a Level ${level} contract award.`;
    case 'affirmed':
      return `Next affirmation due in ${days} days (${date}).`;
    case 'due_soon':
      return `Affirmation due in ${days} days (${date}): assess again and affirm.`;
    case 'overdue':
      return `Affirmation overdue by ${days} days (due ${date}): your Level ${level} status has lapsed until you affirm again.`;
  }
}

/**
 * The yearly affirmation counting down (D23), linking to the self-assessment; a requirement
 * reported no longer met since the affirmation replaces the countdown (D28).
 */
export function DueBanner({
  due,
  changes = [],
  linked = true,
}: {
  due: CurrentCycle['due'];
  changes?: CurrentCycle['changes'];
  linked?: boolean;
}) {
  // The level of the findings the screen shows (D29).
  const level = useAssessment().data?.level ?? 1;
  if (changes.length) return <ChangesNotice changes={changes} />;
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm', STYLE[due.state])}
      data-testid="affirmation-due"
    >
      <CalendarClock aria-hidden className="size-5 shrink-0" />
      <p className="min-w-[14rem] flex-1">{message(due, level)}</p>
      {linked && (
        <Link href="/assessment" className="font-medium underline underline-offset-2">
          Open the self-assessment
        </Link>
      )}
    </div>
  );
}
