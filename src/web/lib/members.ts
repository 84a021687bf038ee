import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, UpdateMemberInput } from '../../contract/organizations';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';
import { currentUserKey } from './auth';
import { keepTabOrganization } from './tab-organization';
import { serverMessageOr } from './errors';
import { toast } from './toast';

/** The organization's members and its pending invitations (D27), for the Members screen. */
export const membersKey = routeKey(routes.members);
export const invitationsKey = routeKey(routes.invitations);

/** GET /api/organization/members: every member reads the list. */
export const useMembers = () => useQuery({ queryKey: membersKey, queryFn: () => call(routes.members) });

/** GET /api/organization/invitations: owners only, so asked for only when the reader is one. */
export const useInvitations = (enabled: boolean) =>
  useQuery({ queryKey: invitationsKey, queryFn: () => call(routes.invitations), enabled });

/**
 * PATCH /api/organization/members/{userId} (owners). Refused changes (the last owner) keep the
 * list as it was, and the toast says why. A change of one's own role changes what the screens offer.
 */
export function useUpdateMember(selfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: UpdateMemberInput }) =>
      call(routes.updateMember, { params: { userId }, body: change }),
    meta: {
      errorToast: { title: 'Member not changed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (member) => {
      if (member.userId === selfId) await queryClient.invalidateQueries({ queryKey: currentUserKey });
      await queryClient.invalidateQueries({ queryKey: membersKey });
    },
  });
}

/** DELETE /api/organization/members/{userId}: an owner removes someone. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) =>
      call(routes.removeMember, { params: { userId } }),
    meta: {
      errorToast: { title: 'Member not removed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (_answer, { name }) => {
      toast({ title: 'Member removed', description: `${name} no longer has access to this organization.` });
      await queryClient.invalidateQueries({ queryKey: membersKey });
    },
  });
}

/**
 * DELETE /api/organization/members/{own id}: leaving. The last owner cannot (409): the screen shows
 * the server's reason beside the button. Afterwards the user lookup says where the account works
 * now (another of its organizations, or none), and the dashboard opens.
 */
export function useLeaveOrganization(selfId: string, onLeft: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.removeMember, { params: { userId: selfId } }),
    onSuccess: async () => {
      toast({ title: 'You left the organization', description: 'Its data is no longer available to you.' });
      // The tab works where the account works now (the session's organization), D34.
      keepTabOrganization(null);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      onLeft();
    },
  });
}

/** POST /api/organization/invitations (owners): the answer holds the link to pass on. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => call(routes.invite, { body: input }),
    meta: {
      errorToast: { title: 'Invitation not created', description: serverMessageOr('Please try again.') },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** DELETE /api/organization/invitations/{id} (owners): the link stops working at once. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; email: string }) => call(routes.revokeInvitation, { params: { id } }),
    meta: {
      errorToast: { title: 'Invitation not revoked', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (_answer, { email }) => {
      toast({ title: 'Invitation revoked', description: `The link sent to ${email} no longer works.` });
      await queryClient.invalidateQueries({ queryKey: invitationsKey });
    },
  });
}
