import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Defaults of document 1 section 7: no retries, no refetch on focus, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
