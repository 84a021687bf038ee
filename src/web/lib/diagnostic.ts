import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiagnosticReport } from '../../contract/diagnostic';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { toast } from './toast';

export const latestDiagnosticKey = routeKey(routes.latestDiagnostic);
export const diagnosticHistoryKey = routeKey(routes.diagnosticHistory);

/** GET /api/diagnostic-reports/latest: null before the first run; no retry. */
export const useLatestDiagnostic = () =>
  useQuery<DiagnosticReport | null>({
    queryKey: latestDiagnosticKey,
    queryFn: () => call(routes.latestDiagnostic),
    retry: false,
  });

/** GET /api/diagnostic-reports: earlier runs, newest first. */
export const useDiagnosticHistory = () =>
  useQuery<DiagnosticReport[]>({
    queryKey: diagnosticHistoryKey,
    queryFn: () => call(routes.diagnosticHistory),
  });

/** POST /api/diagnostic-reports/generate, with the toasts of document 2 section 8. */
export function useRunDiagnostic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.runDiagnostic),
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
