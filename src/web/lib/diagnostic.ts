import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiagnosticReport } from '../../contract/diagnostic';
import { activityKey } from './activity';
import { apiRequest, getQueryFn } from './api';
import { isUnauthorizedError, redirectToLogin } from './errors';
import { toast } from './toast';

export const latestDiagnosticKey = ['/api/diagnostic-reports/latest'] as const;
export const diagnosticHistoryKey = ['/api/diagnostic-reports'] as const;

/** GET /api/diagnostic-reports/latest: null before the first run; no retry. */
export const useLatestDiagnostic = () =>
  useQuery<DiagnosticReport | null>({
    queryKey: latestDiagnosticKey,
    queryFn: getQueryFn<DiagnosticReport>({ on401: 'throw' }),
    retry: false,
  });

/** GET /api/diagnostic-reports: earlier runs, newest first. */
export const useDiagnosticHistory = () => useQuery<DiagnosticReport[]>({ queryKey: diagnosticHistoryKey });

/** POST /api/diagnostic-reports/generate, with the toasts of document 2 section 8. */
export function useRunDiagnostic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', '/api/diagnostic-reports/generate')).json()) as DiagnosticReport,
    onSuccess: async () => {
      toast({
        title: 'Diagnostic Complete',
        description: 'Your compliance readiness report has been generated.',
      });
      await Promise.all(
        [latestDiagnosticKey, diagnosticHistoryKey, activityKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) redirectToLogin();
      else
        toast({
          title: 'Diagnostic Failed',
          description: 'Failed to generate diagnostic report. Please try again.',
          variant: 'destructive',
        });
    },
  });
}
