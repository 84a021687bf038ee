import { CheckCircle2, Circle, Clock, TrendingUp } from 'lucide-react';
import type { OverallProgress } from '../../contract/progress';
import { Level1Badge } from '../components/Level1Badge';
import { StatCards, type Stat } from '../components/StatCards';
import { useLevel1 } from '../lib/assessment';
import { STATUS_LABELS } from '../../contract/labels';

export function SummaryCards({ progress }: { progress: OverallProgress }) {
  const level1 = useLevel1();
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
      label: 'Overall Progress',
      value: `${progress.percentage}%`,
      detail: 'of controls completed',
      extra: <Level1Badge overall={level1.overall} className="mt-2" />,
      icon: TrendingUp,
      iconClass: 'text-brand-700 bg-brand-50',
    },
  ];
  return <StatCards stats={stats} />;
}
