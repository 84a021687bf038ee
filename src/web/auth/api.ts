import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser, RegisterInput } from '../../contract/auth';
import { PRODUCT_NAME } from '../../contract/constants';
import { apiRequest } from '../lib/api';
import { currentUserKey } from '../lib/auth';
import { serverMessage } from '../lib/errors';
import { toast } from '../lib/toast';

interface SignInMessages {
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
}

/**
 * POST /api/auth/login and POST /api/auth/register. On success the user lookup is refetched,
 * which swaps the visitor's routes for the signed-in ones. The toasts live here, not in the
 * form, because the form unmounts as soon as the user is known.
 */
function useSignInMutation<T>(url: string, messages: SignInMessages) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => (await (await apiRequest('POST', url, body)).json()) as PublicUser,
    onSuccess: async (user) => {
      toast(messages.success);
      queryClient.setQueryData(currentUserKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
    onError: (error) =>
      toast({
        title: messages.failure.title,
        description: serverMessage(error, messages.failure.fallback),
        variant: 'destructive',
      }),
  });
}

export const useLogin = () =>
  useSignInMutation<LoginInput>('/api/auth/login', {
    success: { title: 'Welcome back!', description: 'You have been logged in successfully.' },
    failure: { title: 'Login Failed', fallback: 'Invalid username or password' },
  });

export const useRegister = () =>
  useSignInMutation<RegisterInput>('/api/auth/register', {
    success: {
      title: 'Registration Successful!',
      description: `Your account has been created. Welcome to ${PRODUCT_NAME}!`,
    },
    failure: { title: 'Registration Failed', fallback: 'Failed to create account' },
  });
