import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ProfileInput, PublicUser } from '../../contract/auth';
import { routes } from '../../contract/routes';
import { call } from './api';
import { currentUserKey } from './auth';
import { serverMessageOr } from './errors';
import { toast } from './toast';

/** PATCH /api/auth/user: the user's own profile (D20); field errors stay with the form. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => call(routes.updateProfile, { body: input }),
    meta: { errorToast: { title: 'Profile not saved', description: serverMessageOr('Please try again.') } },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      toast({ title: 'Profile saved', description: 'Your details are up to date.' });
    },
  });
}

/** POST /api/auth/change-password (D20): every other session of the user ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(routes.changePassword, { body: input }),
    meta: {
      errorToast: { title: 'Password not changed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (answer) => toast({ title: 'Password changed', description: answer.message }),
  });
}

/** Puts the account the server answered into the user lookup: the pages read it from there. */
function useKeepUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => queryClient.setQueryData(currentUserKey, user);
}

/** POST /api/auth/confirm-email (D34): the token of the link the account opened. */
export function useConfirmEmail() {
  const keep = useKeepUser();
  return useMutation({
    mutationFn: (token: string) => call(routes.confirmEmail, { body: { token } }),
    // No toast: the page says what happened where the link led.
    onSuccess: keep,
  });
}

/** POST /api/auth/email-confirmation: the link again, to the address awaiting confirmation. */
export function useSendEmailConfirmation() {
  const keep = useKeepUser();
  return useMutation({
    mutationFn: () => call(routes.sendEmailConfirmation),
    meta: { errorToast: { title: 'Link not sent', description: serverMessageOr('Please try again.') } },
    onSuccess: (user) => {
      keep(user);
      toast({
        title: 'Confirmation link sent',
        description: `Open it from your mailbox, signed in as ${user.username}.`,
      });
    },
  });
}

/** DELETE /api/auth/email-confirmation: the new address is dropped; the confirmed one stays. */
export function useCancelEmailChange() {
  const keep = useKeepUser();
  return useMutation({
    mutationFn: () => call(routes.cancelEmailChange),
    meta: {
      errorToast: { title: 'Change not cancelled', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (user) => {
      keep(user);
      toast({ title: 'E-mail change cancelled', description: `Your address stays ${user.email}.` });
    },
  });
}
