import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Implementation, SaveImplementationInput } from '../../contract/implementations';
import { activityKey } from './activity';
import { sendJson } from './api';
import { domainProgressKey, overallProgressKey } from './progress';
import { toast } from './toast';

export const implementationsKey = ['/api/implementations'] as const;

/** GET /api/implementations: the user's records (a control without one is not started). */
export const useImplementations = () => useQuery<Implementation[]>({ queryKey: implementationsKey });

/** PUT /api/implementations, with the toasts of document 1 section 8. */
export function useSaveImplementation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveImplementationInput) =>
      sendJson<Implementation>('PUT', '/api/implementations', input),
    meta: { errorToast: { title: 'Error', description: 'Failed to update control status' } },
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Control status updated successfully' });
      await Promise.all(
        [implementationsKey, domainProgressKey, overallProgressKey, activityKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
