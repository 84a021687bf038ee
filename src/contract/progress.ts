import { z } from 'zod';

export { percentOf, progressTone, type ProgressTone } from './progress-tone';

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
