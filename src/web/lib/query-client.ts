import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ADMIN_LOGIN_PATH, LOGIN_REDIRECT_DELAY_MS, type ErrorCode } from '../../contract/constants';
import type { PublicUser } from '../../contract/auth';
import { getQueryFn } from './api';
import { currentUserKey } from './auth';
import { errorCode, isUnauthorizedError } from './errors';
import { platformSignInAddress } from './return-path';
import { keepTabOrganization } from './tab-organization';
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
  /** Refusals the screen explains itself beside the fields, where a toast would cover its buttons. */
  noToastFor?: ErrorCode[];
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
  const code = errorCode(error);
  if (code && meta?.noToastFor?.includes(code)) return;
  const { title, description } = errorToast;
  toast({
    title,
    description: typeof description === 'function' ? description(error) : description,
    variant: 'destructive',
  });
}

const isCurrentUser = (key: readonly unknown[]) => key[0] === currentUserKey[0];

/**
 * Every read but the user's belongs to the organization this tab works in (D27, D34). The user
 * lookup says which: the tab keeps it (tab-organization.ts), so that its next requests name it.
 * When the lookup answers another organization than before (switched or created in this tab, an
 * invitation accepted, removed from it), the reads of the previous one are dropped, so that no
 * screen shows its data under the new name: the signed-in routes, keyed by the organization,
 * mount afresh and read again. A switch in another tab changes nothing here.
 */
function followTabOrganization(client: QueryClient): void {
  // undefined: nobody signed in; null: a signed-in account in no organization (or staff).
  let current: string | null | undefined;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isCurrentUser(event.query.queryKey))
      return;
    const user = event.query.state.data as PublicUser | null | undefined;
    const previous = current;
    current = user ? (user.organization?.id ?? null) : undefined;
    keepTabOrganization(current ?? null);
    if (previous === undefined || current === undefined || previous === current) return;
    client.removeQueries({ predicate: (query) => !isCurrentUser(query.queryKey) });
  });
}

/** Defaults of document 1 section 7: no retries, no refetch on focus, never stale. */
export function createQueryClient(): QueryClient {
  // A client account taken out of its organization (or its last one) meanwhile: 409
  // `no_organization` (D27), or 403 `not_a_member` for the organization this tab works in (D34).
  // The tab forgets that organization, the user lookup, read again, says where the account works
  // now, and the routes show that organization, or the offer to create one. A refused write still
  // says it was not made (its toast reads the server's sentence); a refused read is no news.
  const onCallError = (error: Error, meta: CallMeta | undefined, isWrite: boolean) => {
    const code = errorCode(error);
    // An administrator reset the password meanwhile (issue 38): the user lookup, read again, says
    // so, and the routes show the change-password screen instead of a toast per refused call.
    if (code === 'password_change_required') {
      void client.invalidateQueries({ queryKey: currentUserKey });
      return;
    }
    const organizationGone = code === 'no_organization' || code === 'not_a_member';
    if (code === 'not_a_member') keepTabOrganization(null);
    if (organizationGone) void client.invalidateQueries({ queryKey: currentUserKey });
    if (!organizationGone || (code === 'not_a_member' && isWrite)) reportCallError(error, meta);
  };
  const queryCache: QueryCache = new QueryCache({
    onError: (error, query) => {
      // A read that finished after its data was thrown away (sign-out clears the cache) is no news.
      if (queryCache.get(query.queryHash) !== query) return;
      onCallError(error, query.meta, false);
    },
  });
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => onCallError(error, mutation.meta, true),
  });
  const client: QueryClient = new QueryClient({
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
  followTabOrganization(client);
  return client;
}
