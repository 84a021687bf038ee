import type { ProgressTone } from '../../contract/progress-tone';
import { cn } from '../lib/utils';

const DOT: Record<ProgressTone, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
  brand: 'bg-brand-600',
};
const WORD: Record<ProgressTone, string> = {
  green: 'met',
  brand: 'nearly there',
  yellow: 'halfway',
  red: 'needs attention',
};

/** The colour rule as a dot, with its meaning for screen readers. */
export function ToneDot({ tone }: { tone: ProgressTone }) {
  return (
    <span
      className={cn('inline-block size-3 shrink-0 rounded-full', DOT[tone])}
      role="img"
      aria-label={WORD[tone]}
    />
  );
}
