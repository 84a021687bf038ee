import { useQuery } from '@tanstack/react-query';
import type { DomainProgress, OverallProgress } from '../../contract/progress';

export const overallProgressKey = ['/api/progress/overall'] as const;
export const domainProgressKey = ['/api/progress/domains'] as const;

/** GET /api/progress/overall */
export const useOverallProgress = () => useQuery<OverallProgress>({ queryKey: overallProgressKey });

/** GET /api/progress/domains */
export const useDomainProgress = () => useQuery<DomainProgress[]>({ queryKey: domainProgressKey });
