import { PROGRESS_THRESHOLDS } from './constants';

/**
 * Progress as a share and a colour, apart from the schemas of progress.ts (which re-exports
 * these): the dashboard reads them in its first load, without the validation library (issue 14).
 */

/** Whole-number share of `part` in `total`; 0 when there is nothing to count. */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.round((part / total) * 100);
  // 100% only when everything is there: at Level 2, 319 of 320 objectives would round to 100.
  return percent === 100 && part < total ? 99 : percent;
}

export type ProgressTone = 'green' | 'yellow' | 'red' | 'brand';

/**
 * Document 1: green at 75% or more, yellow at 50% or more, red below; but green only for a full
 * Level 1 MET of what the figure covers (D15: nothing green below a full MET), brand blue instead.
 */
export function progressTone(percentage: number, met = false): ProgressTone {
  if (percentage >= PROGRESS_THRESHOLDS.good) return met ? 'green' : 'brand';
  if (percentage >= PROGRESS_THRESHOLDS.fair) return 'yellow';
  return 'red';
}
