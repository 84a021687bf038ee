import { useMutation, useQuery } from '@tanstack/react-query';
import type { ImpersonationStatus } from '../../contract/admin';
import { routes } from '../../contract/routes';
import { call, getQueryFn, routeKey } from './api';

/**
 * An admin viewing a business's platform (document 2 section 4), as the platform's shell shows
 * it. Apart from the console's calls (admin.ts), which only the console's screens download.
 */
export const impersonationKey = routeKey(routes.impersonationStatus);

/** GET /api/admin/impersonation-status: is an admin viewing this platform? */
export const useImpersonationStatus = () =>
  useQuery<ImpersonationStatus | null>({
    queryKey: impersonationKey,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });

/**
 * POST /api/admin/exit-impersonation, back to the console. A 401 means the platform session is
 * gone: the admin belongs in the console, whose sign-in forwards to the dashboard when its own
 * session still holds.
 */
export const useExitImpersonation = () =>
  useMutation({
    mutationFn: () => call(routes.exitImpersonation),
    meta: {
      signIn: 'admin',
      errorToast: { title: 'Error', description: 'Could not return to admin view' },
    },
    onSuccess: () => window.location.assign('/admin/dashboard'),
  });
