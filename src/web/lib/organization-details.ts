import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../contract/auth';
import type { Organization, UpdateOrganizationInput } from '../../contract/organizations';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';
import { currentUserKey } from './auth';
import { serverMessageOr } from './errors';
import { organizationsKey } from './organizations';
import { toast } from './toast';

export const organizationKey = routeKey(routes.organization);

/** GET /api/organization: the current organization's business fields (every member, D27). */
export const useOrganization = () =>
  useQuery({ queryKey: organizationKey, queryFn: () => call(routes.organization) });

/**
 * PATCH /api/organization (owners): field errors stay with the form. The header and the switcher
 * show the new name at once.
 */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganizationInput) => call(routes.updateOrganization, { body: input }),
    meta: {
      errorToast: { title: 'Details not saved', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (organization: Organization) => {
      queryClient.setQueryData(organizationKey, organization);
      queryClient.setQueryData<PublicUser | null>(currentUserKey, (user) =>
        user?.organization
          ? {
              ...user,
              businessName: organization.businessName,
              businessNumber: organization.businessNumber,
              industry: organization.industry,
              organization: { ...user.organization, businessName: organization.businessName },
            }
          : user,
      );
      void queryClient.invalidateQueries({ queryKey: organizationsKey });
      toast({ title: 'Details saved', description: `${organization.businessName} is up to date.` });
    },
  });
}
