import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../../contract/activity';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';

/** Every page of the log: invalidating it refreshes whichever page is shown. */
export const activityKey = routeKey(routes.activity);

/** GET /api/activity: one page of the user's history, newest first. */
export const useActivity = (page: number, pageSize: number) =>
  useQuery<ActivityPage>({
    queryKey: routeKey(routes.activity, { query: { page, pageSize } }),
    queryFn: () => call(routes.activity, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
