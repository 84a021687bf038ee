import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Implementation, SaveImplementationInput } from '../../contract/implementations';
import { activityKey } from './activity';
import { apiRequest } from './api';
import { isUnauthorizedError, redirectToLogin } from './errors';
import { domainProgressKey, overallProgressKey } from './progress';
import { toast } from './toast';

export const implementationsKey = ['/api/implementations'] as const;

/** GET /api/implementations: the user's records (a control without one is not started). */
export const useImplementations = () => useQuery<Implementation[]>({ queryKey: implementationsKey });

/** PUT /api/implementations, with the toasts of document 1 section 8. */
export function useSaveImplementation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveImplementationInput) =>
      (await (await apiRequest('PUT', '/api/implementations', input)).json()) as Implementation,
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Control status updated successfully' });
      await Promise.all(
        [implementationsKey, domainProgressKey, overallProgressKey, activityKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        redirectToLogin();
        return;
      }
      toast({ title: 'Error', description: 'Failed to update control status', variant: 'destructive' });
    },
  });
}
