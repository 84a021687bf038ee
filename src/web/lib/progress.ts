import { useQuery } from '@tanstack/react-query';
import type { DomainProgress, OverallProgress } from '../../contract/progress';
import { routes } from '../../contract/routes';
import { routeKey } from './api';

export const overallProgressKey = routeKey(routes.overallProgress);
export const domainProgressKey = routeKey(routes.domainProgress);

/** GET /api/progress/overall */
export const useOverallProgress = () => useQuery<OverallProgress>({ queryKey: overallProgressKey });

/** GET /api/progress/domains */
export const useDomainProgress = () => useQuery<DomainProgress[]>({ queryKey: domainProgressKey });
