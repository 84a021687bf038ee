import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Level } from '../../contract/level2';
import type { Organization } from '../../contract/organizations';
import { routes } from '../../contract/routes';
import { LEVEL_NAMES } from '../../contract/target-level';
import { call } from './api';
import { currentUserKey } from './auth';
import { serverMessageOr } from './errors';
import { organizationKey } from './organization-details';
import { toast } from './toast';

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => a[0] === b[0] && a.length === b.length;

/**
 * After the target level changed (D29) every client route answers at the other level: the
 * catalog, the assessment, the cycle, the progress, the reports. Every read held but the user and
 * the organization (just answered) is reset, as the organization switch drops them
 * (query-client.ts): the screens on show read again at once, the others when they next open, and
 * none shows the other level's data meanwhile.
 */
export function resetReadsAfterLevelChange(client: QueryClient): Promise<void> {
  return client.resetQueries({
    predicate: (query) =>
      !sameKey(query.queryKey, currentUserKey) && !sameKey(query.queryKey, organizationKey),
  });
}

/** PATCH /api/organization `{targetLevel}` (owner): the open cycle moves to that level, or one starts. */
export function useChangeTargetLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetLevel: Level) => call(routes.updateOrganization, { body: { targetLevel } }),
    meta: {
      errorToast: { title: 'Level not changed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (organization: Organization) => {
      queryClient.setQueryData(organizationKey, organization);
      void resetReadsAfterLevelChange(queryClient);
      toast({
        title: `Now assessing at ${LEVEL_NAMES[organization.targetLevel]}`,
        description:
          organization.targetLevel === 2
            ? 'The checklist shows the 110 requirements. Confirm the findings your Level 1 assessment pre-filled.'
            : 'The checklist shows the 17 Level 1 practices.',
      });
    },
  });
}
