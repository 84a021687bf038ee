import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditorImplementation,
  BulkReviewInput,
  BulkReviewResult,
  ClientListItem,
  ClientProgress,
  ClientSummary,
  ReviewInput,
  ReviewQueuePage,
  ReviewQueueParams,
} from '../../contract/auditor';
import type { Assessment } from '../../contract/assessment';
import type { Cycle } from '../../contract/cycles';
import type { EvidenceFile } from '../../contract/evidence';
import type { Implementation } from '../../contract/implementations';
import { routes } from '../../contract/routes';
import { call, getJson, sendJson } from './api';
import type { ErrorToast } from './query-client';

export const clientsKey = ['/api/auditor/clients'] as const;

const clientPath = (clientId: string) => `/api/auditor/clients/${encodeURIComponent(clientId)}`;

/** GET /api/auditor/clients?search=: each with its Level 1 result and progress (D28). */
export const useClients = (search: string) =>
  useQuery<ClientListItem[]>({
    queryKey: [...clientsKey, { search }],
    queryFn: () => getJson(`/api/auditor/clients${search ? `?search=${encodeURIComponent(search)}` : ''}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/auditor/clients/{id}: a 404 is a client that does not exist, not an error to retry. */
export const useClient = (clientId: string | null) =>
  useQuery<ClientSummary>({
    queryKey: [...clientsKey, clientId],
    queryFn: () => getJson(clientPath(clientId!)),
    enabled: Boolean(clientId),
  });

/** All 17 controls of the client; untouched ones have a null id (D19). */
export const useClientImplementations = (clientId: string | null) =>
  useQuery<AuditorImplementation[]>({
    queryKey: [...clientsKey, clientId, 'implementations'],
    queryFn: () => getJson(`${clientPath(clientId!)}/implementations`),
    enabled: Boolean(clientId),
  });

export const useClientEvidence = (clientId: string | null) =>
  useQuery<EvidenceFile[]>({
    queryKey: [...clientsKey, clientId, 'evidence'],
    queryFn: () => getJson(`${clientPath(clientId!)}/evidence`),
    enabled: Boolean(clientId),
  });

/** GET /api/auditor/clients/{id}/assessment: the client's findings and Level 1 result (D22). */
export const useClientAssessment = (clientId: string | null) =>
  useQuery<Assessment>({
    queryKey: [...clientsKey, clientId, 'assessment'],
    queryFn: () => getJson(`${clientPath(clientId!)}/assessment`),
    enabled: Boolean(clientId),
  });

/** GET /api/auditor/clients/{id}/cycles: the client's yearly cycles, scope and affirmations (D23). */
export const useClientCycles = (clientId: string | null) =>
  useQuery<Cycle[]>({
    queryKey: [...clientsKey, clientId, 'cycles'],
    queryFn: () => call(routes.clientCycles, { params: { clientId: clientId! } }),
    enabled: Boolean(clientId),
  });

export const useClientProgress = (clientId: string | null) =>
  useQuery<ClientProgress>({
    queryKey: [...clientsKey, clientId, 'progress'],
    queryFn: () => getJson(`${clientPath(clientId!)}/progress`),
    enabled: Boolean(clientId),
  });

const queueKey = ['/api/auditor/queue'] as const;

/** GET /api/auditor/queue: one page of what awaits review across clients, newest first (D28). */
export const useReviewQueue = (params: ReviewQueueParams) =>
  useQuery<ReviewQueuePage>({
    queryKey: [...queueKey, params],
    queryFn: () => {
      const query = new URLSearchParams(
        Object.entries(params)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      );
      return getJson(`${queueKey[0]}?${query.toString()}`);
    },
    // The page shown stays while the next one loads: the pager and the list do not jump.
    placeholderData: keepPreviousData,
  });

/** POST /api/auditor/reviews: approves the chosen implementations, all or none (D28). */
export function useApproveSelected(errorToast: ErrorToast) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkReviewInput) =>
      sendJson<BulkReviewResult>('POST', '/api/auditor/reviews', request),
    meta: { errorToast },
    // Refreshed after a refusal too: the queue has changed under the auditor (a 409). Not
    // awaited: the dialog closes at once and the queue follows.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queueKey });
      void queryClient.invalidateQueries({ queryKey: clientsKey });
    },
  });
}

/**
 * PUT /api/auditor/review/{implementationId}; the client's lists and the queue refresh afterwards. The two
 * auditor screens word the failure differently (document 2 section 8), so they say how.
 */
export function useSaveReview(clientId: string, errorToast: ErrorToast) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ implementationId, review }: { implementationId: string; review: ReviewInput }) =>
      sendJson<Implementation>('PUT', `/api/auditor/review/${encodeURIComponent(implementationId)}`, review),
    meta: { errorToast },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...clientsKey, clientId] }),
        queryClient.invalidateQueries({ queryKey: queueKey }),
      ]),
  });
}
