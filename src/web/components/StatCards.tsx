import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export interface Stat {
  label: string;
  value: string | number | undefined;
  detail: string;
  icon?: LucideIcon;
  /** Colours of the icon's tile. */
  iconClass?: string;
  /** Shown under the detail, e.g. the Level 1 result beside a percentage (D15). */
  extra?: React.ReactNode;
}

/** The row of headline figures at the top of the dashboards; skeletons while `loading`. */
export function StatCards({ stats, loading = false }: { stats: Stat[]; loading?: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) =>
        loading ? (
          <Skeleton key={stat.label} className="h-28" />
        ) : (
          <Card key={stat.label} className="p-4 sm:p-5" data-testid={`stat-${stat.label}`}>
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-sm font-medium text-slate-600">{stat.label}</h2>
              {stat.icon && (
                <span className={`hidden rounded-md p-1.5 sm:inline-flex ${stat.iconClass ?? ''}`}>
                  <stat.icon aria-hidden className="size-4" />
                </span>
              )}
            </div>
            <p className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
              {typeof stat.value === 'number' ? stat.value.toLocaleString('en-US') : stat.value}
            </p>
            <p className="text-xs text-slate-600">{stat.detail}</p>
            {stat.extra}
          </Card>
        ),
      )}
    </div>
  );
}
