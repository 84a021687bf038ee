import { z } from 'zod';
import { PROGRESS_THRESHOLDS } from './constants';

export const overallProgressSchema = z.object({
  completed: z.number().int(),
  inProgress: z.number().int(),
  notStarted: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
});
export type OverallProgress = z.infer<typeof overallProgressSchema>;

export const domainProgressSchema = z.object({
  domainId: z.string(),
  domainName: z.string(),
  shortName: z.string(),
  completedControls: z.number().int(),
  inProgressControls: z.number().int(),
  totalControls: z.number().int(),
  progressPercentage: z.number().int(),
});
export type DomainProgress = z.infer<typeof domainProgressSchema>;

/** Whole-number share of `part` in `total`; 0 when there is nothing to count. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

export type ProgressTone = 'green' | 'yellow' | 'red';

/** Document 1: green at 75% or more, yellow at 50% or more, red below. */
export function progressTone(percentage: number): ProgressTone {
  if (percentage >= PROGRESS_THRESHOLDS.good) return 'green';
  if (percentage >= PROGRESS_THRESHOLDS.fair) return 'yellow';
  return 'red';
}
