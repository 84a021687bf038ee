import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../contract/auth';
import { routes } from '../../contract/routes';
import { call, getQueryFn, routeKey } from './api';
import { serverMessageOr } from './errors';
import { keepTabOrganization } from './tab-organization';
import { toast } from './toast';

export const currentUserKey = routeKey(routes.currentUser);

/** The signed-in user, `null` when signed out. Never fresh: refetched on mount and focus. */
export function useCurrentUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/**
 * The signed-in user as the app last read it, for the many parts of a screen that only need to
 * know who and where (the membership, the drafts' owner): mounting one does not read the user
 * again, as `useCurrentUser` (the shell's, read afresh on every mount and focus) does.
 */
export function useKnownUser(): PublicUser | null {
  const query = useQuery<PublicUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return query.data ?? null;
}

export const isStaff = (user: Pick<PublicUser, 'role'>) => user.role === 'auditor' || user.role === 'admin';

/** POST /api/auth/logout; success refreshes the user lookup (document 2 section 4). */
export function useLogout(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      // The next account to sign in on this tab starts where its own session works (D34); the tab's
      // organization may also be one this account was just removed from, which would refuse this.
      keepTabOrganization(null);
      return call(routes.logout);
    },
    meta: { errorToast: { title: 'Logout Failed', description: serverMessageOr('Failed to log out') } },
    onSuccess: async () => {
      // Nothing of the previous user may linger in the cache for the next one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      queryClient.setQueryData(currentUserKey, null);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      toast({ title: 'Logged out successfully', description: 'You have been signed out of your account.' });
      onSignedOut();
    },
  });
}
