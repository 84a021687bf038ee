import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../../contract/activity';
import { getJson } from './api';

export const activityKey = ['/api/activity'] as const;

/** GET /api/activity: one page of the user's history, newest first. */
export const useActivity = (page: number, pageSize: number) =>
  useQuery<ActivityPage>({
    queryKey: [...activityKey, { page, pageSize }],
    queryFn: () => getJson<ActivityPage>(`/api/activity?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
