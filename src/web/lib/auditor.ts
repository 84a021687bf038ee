import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { BulkReviewInput, ReviewInput, ReviewQueueParams } from '../../contract/auditor';
import type { Cycle } from '../../contract/cycles';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';
import type { ErrorToast } from './query-client';

const clientsPath = routes.auditorClients.path;

/**
 * Whether a query reads the auditor's view of clients: the list and every client's reads, or,
 * given a client, only that client's. Their keys are `routeKey`s, path first and then the input,
 * so a client's reads are found by the `clientId` of their params.
 */
function readsClients(queryKey: QueryKey, clientId?: string): boolean {
  const [path, input] = queryKey;
  if (typeof path !== 'string' || !path.startsWith(clientsPath)) return false;
  if (clientId === undefined) return true;
  return (input as { params?: { clientId?: unknown } } | undefined)?.params?.clientId === clientId;
}

/** GET /api/auditor/clients?search=: each with its Level 1 result and progress (D28). */
export const useClients = (search: string) =>
  useQuery({
    queryKey: routeKey(routes.auditorClients, { query: { search } }),
    queryFn: () => call(routes.auditorClients, { query: { search } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/auditor/clients/{id}: a 404 is a client that does not exist, not an error to retry. */
export const useClient = (clientId: string | null) =>
  useQuery({
    queryKey: routeKey(routes.auditorClient, { params: { clientId: clientId! } }),
    queryFn: () => call(routes.auditorClient, { params: { clientId: clientId! } }),
    enabled: Boolean(clientId),
  });

/** All 17 controls of the client; untouched ones have a null id (D19). */
export const useClientImplementations = (clientId: string | null) =>
  useQuery({
    queryKey: routeKey(routes.auditorClientImplementations, { params: { clientId: clientId! } }),
    queryFn: () => call(routes.auditorClientImplementations, { params: { clientId: clientId! } }),
    enabled: Boolean(clientId),
  });

export const useClientEvidence = (clientId: string | null) =>
  useQuery({
    queryKey: routeKey(routes.auditorClientEvidence, { params: { clientId: clientId! } }),
    queryFn: () => call(routes.auditorClientEvidence, { params: { clientId: clientId! } }),
    enabled: Boolean(clientId),
  });

/** GET /api/auditor/clients/{id}/assessment: the client's findings and Level 1 result (D22). */
export const useClientAssessment = (clientId: string | null) =>
  useQuery({
    queryKey: routeKey(routes.clientAssessment, { params: { clientId: clientId! } }),
    queryFn: () => call(routes.clientAssessment, { params: { clientId: clientId! } }),
    enabled: Boolean(clientId),
  });

/** GET /api/auditor/clients/{id}/sprs-score: a Level 2 client's self-assessed score (D30); Level 2 only. */
export const useClientSprsScore = (clientId: string, enabled: boolean) =>
  useQuery({
    queryKey: routeKey(routes.clientSprsScore, { params: { clientId } }),
    queryFn: () => call(routes.clientSprsScore, { params: { clientId } }),
    enabled,
  });

/**
 * GET /api/auditor/clients/{id}/cycles: the client's yearly cycles, scope and affirmations (D23).
 * Its key has the shape of a `routeKey` so that `readsClients` finds it with the client's reads.
 */
export const useClientCycles = (clientId: string | null) =>
  useQuery<Cycle[]>({
    queryKey: routeKey(routes.clientCycles, { params: { clientId: clientId! } }),
    queryFn: () => call(routes.clientCycles, { params: { clientId: clientId! } }),
    enabled: Boolean(clientId),
  });

export const useClientProgress = (clientId: string | null) =>
  useQuery({
    queryKey: routeKey(routes.auditorClientProgress, { params: { clientId: clientId! } }),
    queryFn: () => call(routes.auditorClientProgress, { params: { clientId: clientId! } }),
    enabled: Boolean(clientId),
  });

const queueKey = routeKey(routes.reviewQueue);

/** GET /api/auditor/queue: one page of what awaits review across clients, newest first (D28). */
export const useReviewQueue = (params: ReviewQueueParams) =>
  useQuery({
    queryKey: routeKey(routes.reviewQueue, { query: params }),
    queryFn: () => call(routes.reviewQueue, { query: params }),
    // The page shown stays while the next one loads: the pager and the list do not jump.
    placeholderData: keepPreviousData,
  });

/** POST /api/auditor/reviews: approves the chosen implementations, all or none (D28). */
export function useApproveSelected(errorToast: ErrorToast) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkReviewInput) => call(routes.approveReviews, { body: request }),
    // The dialog names the changed entries beside its buttons.
    meta: { errorToast, noToastFor: ['changed_since_read'] },
    // Refreshed after a refusal too: the queue has changed under the auditor (a 409). Not
    // awaited: the dialog closes at once and the queue follows.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queueKey });
      void queryClient.invalidateQueries({ predicate: (query) => readsClients(query.queryKey) });
    },
  });
}

/**
 * PUT /api/auditor/review/{implementationId}; the client's lists and the queue refresh afterwards,
 * also after a refusal: a 409 `changed_since_read` means the client changed the work, which the
 * dialog then shows anew (issue 38). The two auditor screens word the failure differently
 * (document 2 section 8), so they say how.
 */
export function useSaveReview(clientId: string, errorToast: ErrorToast) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ implementationId, review }: { implementationId: string; review: ReviewInput }) =>
      call(routes.reviewImplementationSingular, { params: { implementationId }, body: review }),
    // The dialog says so beside its buttons, and shows the new version.
    meta: { errorToast, noToastFor: ['changed_since_read'] },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => readsClients(query.queryKey, clientId) }),
        queryClient.invalidateQueries({ queryKey: queueKey }),
      ]),
  });
}
