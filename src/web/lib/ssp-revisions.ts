import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import type { ApproveSspRevisionInput, SspRevision } from '../../contract/ssp-revisions';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { affirmationCheckKey } from './cycles';
import { poamKey } from './poam';
import { sprsScoreKey } from './sprs-score';
import { toast } from './toast';

/**
 * The approved revisions of the system security plan (D36): GET /api/assessment/ssp/revisions for
 * the organization, GET /api/auditor/clients/{clientId}/ssp/revisions for staff, and an owner's
 * POST. Downloads of the plan are elsewhere (ssp-downloads.ts) and record nothing.
 */
export const sspRevisionsKey = routeKey(routes.sspRevisions);
const clientSspRevisionsKey = (clientId: string) =>
  routeKey(routes.clientSspRevisions, { params: { clientId } });

/** The approved revisions, newest first: the organization's own, or a client's for staff. */
export function useSspRevisions(clientId?: string) {
  return useQuery<SspRevision[]>({
    queryKey: clientId ? clientSspRevisionsKey(clientId) : sspRevisionsKey,
    queryFn: () =>
      clientId ? call(routes.clientSspRevisions, { params: { clientId } }) : call(routes.sspRevisions),
  });
}

/**
 * POST /api/assessment/ssp/revisions (owners): no toast on failure, the dialog shows the server's
 * message beside the version (a version approved already) or above the buttons. An approved
 * revision is what 3.12.4[h] reads: the score, the POA&M's standing, the affirmation check and the
 * activity log follow.
 */
export function useApproveSspRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveSspRevisionInput) => call(routes.approveSspRevision, { body: input }),
    onSuccess: async (revision) => {
      toast({
        title: 'Revision approved',
        description: `Version ${revision.version} is the plan’s latest approved revision; the plan you download shows it.`,
      });
      await Promise.all(
        [sspRevisionsKey, sprsScoreKey, poamKey, affirmationCheckKey, activityKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
