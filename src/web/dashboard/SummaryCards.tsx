import { CheckCircle2, Circle, Clock, TrendingUp } from 'lucide-react';
import type { OverallProgress } from '../../contract/progress';
import { percentOf } from '../../contract/progress-tone';
import { StatCards, type Stat } from '../components/StatCards';
import { STATUS_LABELS } from '../../contract/labels';

export function SummaryCards({ progress }: { progress: OverallProgress }) {
  const stats: Stat[] = [
    {
      label: 'Completed Controls',
      value: `${progress.completed}`,
      detail: `of ${progress.total} controls`,
      icon: CheckCircle2,
      iconClass: 'text-green-700 bg-green-50',
    },
    {
      label: STATUS_LABELS.in_progress,
      value: `${progress.inProgress}`,
      detail: 'being worked on',
      icon: Clock,
      iconClass: 'text-yellow-800 bg-yellow-50',
    },
    {
      label: STATUS_LABELS.not_started,
      value: `${progress.notStarted}`,
      detail: 'remaining',
      icon: Circle,
      iconClass: 'text-slate-700 bg-slate-100',
    },
    {
      // D28: the objectives MET or N/A out of 59, beside the Level 1 result that leads the page.
      label: 'Overall Progress',
      value: `${percentOf(progress.objectivesMet, progress.objectivesTotal)}%`,
      detail: `${progress.objectivesMet} of ${progress.objectivesTotal} objectives MET or N/A`,
      icon: TrendingUp,
      iconClass: 'text-brand-700 bg-brand-50',
    },
  ];
  return <StatCards stats={stats} />;
}
