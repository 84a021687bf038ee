import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { PublicUser } from '../../contract/auth';
import type { Control } from '../../contract/catalog';
import type { Implementation, SaveImplementationInput } from '../../contract/implementations';
import type { DomainProgress, OverallProgress } from '../../contract/progress';
import { routes } from '../../contract/routes';
import {
  domainProgressAfterStatus,
  implementationsAfterSave,
  overallProgressAfterStatus,
} from '../../contract/saved-implementation';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { currentUserKey } from './auth';
import { controlsKey } from './catalog';
import { draftOwnerOf } from './finding-drafts';
import { settleNotesDraft } from './notes-draft';
import { domainProgressKey, overallProgressKey } from './progress';
import { serverMessageOr } from './errors';
import type { ErrorToast } from './query-client';
import { toast } from './toast';

export const implementationsKey = routeKey(routes.implementations);

/** GET /api/implementations: the user's records (a control without one is not started). */
export const useImplementations = () => useQuery<Implementation[]>({ queryKey: implementationsKey });

/**
 * PUT /api/implementations. Saved notes are no longer a draft (issue 12). This runs in the
 * mutation's own `onSuccess`, not the caller's, so that it happens even when the dialog that
 * sent the notes has closed in the meantime.
 */
function useSave(
  success: (input: SaveImplementationInput) => { title: string; description: string },
  errorToast: ErrorToast = { title: 'Error', description: 'Failed to update control status' },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveImplementationInput) => call(routes.saveImplementation, { body: input }),
    meta: { errorToast },
    onSuccess: async (saved, input) => {
      toast(success(input));
      const user = queryClient.getQueryData<PublicUser | null>(currentUserKey);
      const owner = draftOwnerOf(user);
      // A save of the plan entry alone (D32) leaves the notes, and their draft, as they are.
      if (owner && input.notes !== undefined) settleNotesDraft(owner, input.controlId, input.notes ?? '');
      await applySavedImplementation(queryClient, saved);
    },
  });
}

/**
 * Puts a saved record in place (issue 24: one round trip per save): the records, and the status
 * counts of the progress figures recounted from them. The activity log is marked stale, to be read
 * when next shown; only what the answer cannot say is read again (data not loaded yet).
 */
async function applySavedImplementation(queryClient: QueryClient, saved: Implementation): Promise<void> {
  const before = queryClient.getQueryData<Implementation[]>(implementationsKey);
  const controls = queryClient.getQueryData<Control[]>(controlsKey);
  const refetch: QueryKey[] = [];
  if (!before || !controls) refetch.push(implementationsKey, overallProgressKey, domainProgressKey);
  else {
    const records = implementationsAfterSave(
      before,
      saved,
      controls.map((control) => control.id),
    );
    queryClient.setQueryData<Implementation[]>(implementationsKey, records);
    queryClient.setQueryData<OverallProgress>(overallProgressKey, (progress) =>
      progress ? overallProgressAfterStatus(progress, records) : progress,
    );
    queryClient.setQueryData<DomainProgress[]>(domainProgressKey, (domains) =>
      domains ? domainProgressAfterStatus(domains, records, controls) : domains,
    );
  }
  await queryClient.invalidateQueries({ queryKey: activityKey, refetchType: 'none' });
  await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The status buttons of the control dialog, with the toasts of document 1 section 8. */
export const useSaveImplementation = () =>
  useSave(() => ({ title: 'Success', description: 'Control status updated successfully' }));

/** Whether a save changes the plan entry of D32 (its statement, responsible member or systems). */
const changesPlanEntry = (input: SaveImplementationInput) =>
  input.implementationStatement !== undefined ||
  input.responsibleUserId !== undefined ||
  input.systemIds !== undefined;

/**
 * The notes and the plan entry of a control dialog closed without a status button (issue 12, D32):
 * kept, and said so; a refusal says why (a system just removed from the scope, say).
 */
export const useSaveNotes = () =>
  useSave(
    (input) =>
      input.notes === undefined
        ? {
            title: 'Plan entry saved',
            description: `Your system security plan entry for ${input.controlId} is saved.`,
          }
        : changesPlanEntry(input)
          ? {
              title: 'Notes and plan entry saved',
              description: `Your implementation notes and plan entry for ${input.controlId} are saved.`,
            }
          : {
              title: 'Notes saved',
              description: `Your implementation notes for ${input.controlId} are saved.`,
            },
    {
      title: 'Not saved',
      description: serverMessageOr('Your notes and plan entry could not be saved. Please try again.'),
    },
  );
