import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '../../contract/settings';

export const settingsKey = ['/api/settings'] as const;

/**
 * GET /api/settings: the server's upload limits. Undefined while loading; the documents'
 * defaults if the call fails (the server checks every upload anyway).
 */
export function useSettings(): PublicSettings | undefined {
  const query = useQuery<PublicSettings>({ queryKey: settingsKey });
  return query.data ?? (query.isError ? DEFAULT_PUBLIC_SETTINGS : undefined);
}
