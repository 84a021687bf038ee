import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { PublicUser } from '../../contract/auth';
import type { CreateOrganizationInput, OrganizationMembership } from '../../contract/organizations';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';
import { currentUserKey } from './auth';
import { serverMessageOr } from './errors';
import { toast } from './toast';

/**
 * The account's organizations and the one the session works in (D27), as the shell's switcher
 * and the create dialog use them. The organization's own screens read theirs elsewhere
 * (organization-details.ts, members.ts), which only those screens download.
 */
export const organizationsKey = routeKey(routes.organizations);

/** GET /api/organizations: read when the switcher opens (or is about to), not on every page. */
export const useOrganizations = (enabled: boolean) =>
  useQuery({ queryKey: organizationsKey, queryFn: () => call(routes.organizations), enabled });

/**
 * Set when the session has just entered another organization: the switcher of the shell that
 * mounts for it takes the focus, and so says where the user now works (the element that had the
 * focus went with the previous organization's screens).
 */
let justEntered = false;
export function takeJustEntered(): boolean {
  const entered = justEntered;
  justEntered = false;
  return entered;
}

/**
 * Works in `organization` from now on: the user lookup names it at once (the routes, keyed by the
 * organization, mount afresh and the previous organization's reads are dropped, query-client.ts),
 * is read again for the organization's other fields, and the dashboard opens.
 */
export function useEnterOrganization() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (organization: OrganizationMembership) => {
    justEntered = true;
    queryClient.setQueryData<PublicUser | null>(
      currentUserKey,
      (user) => user && { ...user, organization, businessName: organization.businessName },
    );
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    navigate('/dashboard');
  };
}

/** PUT /api/session/organization: this session (and the account's next ones) work there. */
export function useSwitchOrganization() {
  const enter = useEnterOrganization();
  return useMutation({
    mutationFn: (organizationId: string) => call(routes.switchOrganization, { body: { organizationId } }),
    meta: {
      errorToast: { title: 'Not switched', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (organization) => {
      enter(organization);
      toast({
        title: 'Organization switched',
        description: `You are working in ${organization.businessName}.`,
      });
    },
  });
}

/** POST /api/organizations: the caller owns the new organization and works in it. */
export function useCreateOrganization() {
  const enter = useEnterOrganization();
  return useMutation({
    mutationFn: (input: CreateOrganizationInput) => call(routes.createOrganization, { body: input }),
    meta: {
      errorToast: { title: 'Organization not created', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (organization) => {
      enter(organization);
      toast({
        title: 'Organization created',
        description: `You are working in ${organization.businessName}. Invite your colleagues from Members.`,
      });
    },
  });
}
