import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Implementation } from '../../contract/implementations';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { serverMessageOr } from './errors';
import { implementationsKey } from './implementations';
import { toast } from './toast';

/**
 * POST /api/assessment/ssp/requirements/{requirementId}/not-applicable-approval (D36): an owner
 * approves a requirement found not applicable, by name and date (NIST SP 800-171A 3.12.4[d]). The
 * approval goes into the implementation record the screens hold; the score reads the plan again.
 */
export function useApproveNotApplicable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requirementId: string) => call(routes.approveNotApplicable, { params: { requirementId } }),
    meta: {
      errorToast: { title: 'Not approved', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (entry) => {
      toast({
        title: 'Approved as not applicable',
        description: `Your system security plan names you as approving ${entry.requirementId} as not applicable.`,
      });
      const records = queryClient.getQueryData<Implementation[]>(implementationsKey);
      const held = records?.some((record) => record.controlId === entry.requirementId);
      if (held)
        queryClient.setQueryData<Implementation[]>(implementationsKey, (list) =>
          list?.map((record) =>
            record.controlId === entry.requirementId
              ? { ...record, notApplicableApproval: entry.notApplicableApproval }
              : record,
          ),
        );
      await Promise.all([
        // A record the approval made is read: the answer is the plan entry, not the record.
        ...(held ? [] : [queryClient.invalidateQueries({ queryKey: implementationsKey })]),
        queryClient.invalidateQueries({ queryKey: routeKey(routes.sprsScore) }),
        queryClient.invalidateQueries({ queryKey: activityKey, refetchType: 'none' }),
      ]);
    },
  });
}
