import { useQuery } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '../../contract/settings';
import { call, routeKey } from './api';

export const settingsKey = routeKey(routes.settings);

/**
 * GET /api/settings: the server's upload limits. Undefined while loading; the documents'
 * defaults if the call fails (the server checks every upload anyway).
 */
export function useSettings(): PublicSettings | undefined {
  const query = useQuery({ queryKey: settingsKey, queryFn: () => call(routes.settings) });
  return query.data ?? (query.isError ? DEFAULT_PUBLIC_SETTINGS : undefined);
}
