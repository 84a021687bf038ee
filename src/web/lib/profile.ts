import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ProfileInput } from '../../contract/auth';
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
