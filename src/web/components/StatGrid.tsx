import { cn } from '../lib/utils';

/** Small labelled figures side by side: counts of a report or a diagnostic. */
export function StatGrid({
  stats,
  className,
}: {
  stats: [label: string, value: string | number][];
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3', className)}>
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-md bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
