import { useMutation, useQuery } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';
import { useEnterOrganization } from './organizations';
import { toast } from './toast';

/** An invitation's link (D27), as the page it opens reads and accepts it. */

/**
 * GET /api/invitations/{token}: no session needed. Its failures (404: unknown, used, revoked or
 * expired) are the page's to say, not a toast's.
 */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: routeKey(routes.invitationPreview, { params: { token } }),
    queryFn: () => call(routes.invitationPreview, { params: { token } }),
    meta: { signIn: 'none' },
  });

/**
 * POST /api/invitations/{token}/accept: the signed-in account joins and works in the organization
 * from now on; its dashboard opens. A refusal (403: the invitation is for another e-mail address,
 * or a staff account) is shown on the page with the server's words.
 */
export function useAcceptInvitation(token: string) {
  const enter = useEnterOrganization();
  return useMutation({
    mutationFn: () => call(routes.acceptInvitation, { params: { token } }),
    onSuccess: (organization) => {
      enter(organization);
      toast({
        title: `Welcome to ${organization.businessName}`,
        description: 'You joined the organization.',
      });
    },
  });
}
