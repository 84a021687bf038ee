import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../contract/auth';
import type { Implementation, SaveImplementationInput } from '../../contract/implementations';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { currentUserKey } from './auth';
import { settleNotesDraft } from './notes-draft';
import { domainProgressKey, overallProgressKey } from './progress';
import { toast } from './toast';

export const implementationsKey = routeKey(routes.implementations);

/** GET /api/implementations: the user's records (a control without one is not started). */
export const useImplementations = () => useQuery<Implementation[]>({ queryKey: implementationsKey });

/**
 * PUT /api/implementations. Saved notes are no longer a draft (issue 12). This runs in the
 * mutation's own `onSuccess`, not the caller's, so that it happens even when the dialog that
 * sent the notes has closed in the meantime.
 */
function useSave(success: (input: SaveImplementationInput) => { title: string; description: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveImplementationInput) => call(routes.saveImplementation, { body: input }),
    meta: { errorToast: { title: 'Error', description: 'Failed to update control status' } },
    onSuccess: async (_saved, input) => {
      toast(success(input));
      const user = queryClient.getQueryData<PublicUser | null>(currentUserKey);
      if (user) settleNotesDraft(user.id, input.controlId, input.notes ?? '');
      await refreshAfterSave(queryClient);
    },
  });
}

const refreshAfterSave = (queryClient: QueryClient) =>
  Promise.all(
    [implementationsKey, domainProgressKey, overallProgressKey, activityKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** The status buttons of the control dialog, with the toasts of document 1 section 8. */
export const useSaveImplementation = () =>
  useSave(() => ({ title: 'Success', description: 'Control status updated successfully' }));

/** The notes of a control dialog closed without a status button (issue 12): kept, and said so. */
export const useSaveNotes = () =>
  useSave((input) => ({
    title: 'Notes saved',
    description: `Your implementation notes for ${input.controlId} are saved.`,
  }));
