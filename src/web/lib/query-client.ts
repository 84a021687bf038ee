import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ADMIN_LOGIN_PATH, LOGIN_REDIRECT_DELAY_MS } from '../../contract/constants';
import { getQueryFn } from './api';
import { isUnauthorizedError } from './errors';
import { platformSignInAddress } from './return-path';
import { toast } from './toast';

/** The toast of the documents for a failed call: a fixed text, or one read from the error. */
export interface ErrorToast {
  title: string;
  description: string | ((error: Error) => string);
}

/**
 * Which sign-in a 401 sends the user to: the platform's (through /api/login, D4), the admin
 * console's, or none, where a 401 is an answer rather than an ended session (the sign-in forms).
 */
export type SignIn = 'platform' | 'admin' | 'none';

/** What every query and mutation may say about its failures (`meta` of TanStack Query). */
export type CallMeta = {
  errorToast?: ErrorToast;
  /** Default: 'platform'. */
  signIn?: SignIn;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** The platform's sign-in brings the user back to the page they were on (issue 12). */
const SIGN_IN_ADDRESSES: Record<Exclude<SignIn, 'none'>, () => string> = {
  platform: platformSignInAddress,
  admin: () => ADMIN_LOGIN_PATH,
};

let leaving = false;

/**
 * The session is gone: say so, then go to sign in after the delay of document 1 section 9.
 * Several calls may fail at once; the user hears it once.
 */
function sessionEnded(signIn: Exclude<SignIn, 'none'>): void {
  if (leaving) return;
  leaving = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => window.location.assign(SIGN_IN_ADDRESSES[signIn]()), LOGIN_REDIRECT_DELAY_MS);
}

/** The one client error path: an ended session signs in again; anything else shows the call's toast. */
export function reportCallError(error: Error, meta: CallMeta | undefined): void {
  const signIn = meta?.signIn ?? 'platform';
  if (signIn !== 'none' && isUnauthorizedError(error)) {
    sessionEnded(signIn);
    return;
  }
  const errorToast = meta?.errorToast;
  if (!errorToast) return;
  const { title, description } = errorToast;
  toast({
    title,
    description: typeof description === 'function' ? description(error) : description,
    variant: 'destructive',
  });
}

/** Defaults of document 1 section 7: no retries, no refetch on focus, never stale. */
export function createQueryClient(): QueryClient {
  const queryCache: QueryCache = new QueryCache({
    onError: (error, query) => {
      // A read that finished after its data was thrown away (sign-out clears the cache) is no news.
      if (queryCache.get(query.queryHash) !== query) return;
      reportCallError(error, query.meta);
    },
  });
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => reportCallError(error, mutation.meta),
  });
  return new QueryClient({
    queryCache,
    mutationCache,
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
