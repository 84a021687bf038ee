import { z } from 'zod';

export { percentOf, progressTone, type ProgressTone } from './progress-tone';

/**
 * Document 2's overall progress (the user's own status flags over the 17 controls), with the
 * objectives MET or N/A of the current cycle that D28 makes the headline progress.
 */
export const overallProgressSchema = z.object({
  completed: z.number().int(),
  inProgress: z.number().int(),
  notStarted: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
  /** Objectives found MET or N/A in the current cycle (D28): what "Overall Progress" shows. */
  objectivesMet: z.number().int(),
  /** The 59 objectives of Level 1. */
  objectivesTotal: z.number().int(),
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
  /** The domain's objectives found MET or N/A in the current cycle (D28): what its bar shows. */
  objectivesMet: z.number().int(),
  objectivesTotal: z.number().int(),
});
export type DomainProgress = z.infer<typeof domainProgressSchema>;
