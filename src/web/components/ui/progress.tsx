import type { ProgressTone } from '../../../contract/progress-tone';
import { cn } from '../../lib/utils';

const TONE_CLASS: Record<ProgressTone, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
  brand: 'bg-brand-600',
};

interface ProgressBarProps {
  value: number;
  label: string;
  tone?: ProgressTone;
  className?: string;
}

/** A labelled progress bar (0-100) that screen readers announce with its value. */
export function ProgressBar({ value, label, tone = 'brand', className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        data-testid={`progress-fill-${tone}`}
        className={cn('h-full rounded-full transition-all', TONE_CLASS[tone])}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
