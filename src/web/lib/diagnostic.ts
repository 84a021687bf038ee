import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiagnosticReport } from '../../contract/diagnostic';
import { activityKey } from './activity';
import { getQueryFn, sendJson } from './api';
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
    mutationFn: () => sendJson<DiagnosticReport>('POST', '/api/diagnostic-reports/generate'),
    meta: {
      errorToast: {
        title: 'Diagnostic Failed',
        description: 'Failed to generate diagnostic report. Please try again.',
      },
    },
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
  });
}
