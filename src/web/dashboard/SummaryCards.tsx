import { CheckCircle2, Circle, Clock, TrendingUp, type LucideIcon } from 'lucide-react';
import type { OverallProgress } from '../../contract/progress';
import { Card } from '../components/ui/card';

interface Stat {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  iconClass: string;
}

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
      label: 'In Progress',
      value: `${progress.inProgress}`,
      detail: 'being worked on',
      icon: Clock,
      iconClass: 'text-yellow-800 bg-yellow-50',
    },
    {
      label: 'Not Started',
      value: `${progress.notStarted}`,
      detail: 'remaining',
      icon: Circle,
      iconClass: 'text-slate-700 bg-slate-100',
    },
    {
      label: 'Overall Progress',
      value: `${progress.percentage}%`,
      detail: 'of controls completed',
      icon: TrendingUp,
      iconClass: 'text-brand-700 bg-brand-50',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label} className="p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-medium text-slate-600">{stat.label}</h2>
            <span className={`hidden rounded-md p-1.5 sm:inline-flex ${stat.iconClass}`}>
              <stat.icon aria-hidden className="size-4" />
            </span>
          </div>
          <p className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{stat.value}</p>
          <p className="text-xs text-slate-600">{stat.detail}</p>
        </Card>
      ))}
    </div>
  );
}
