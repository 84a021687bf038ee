import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser, RegisterInput } from '../../contract/auth';
import { apiRequest } from '../lib/api';
import { currentUserKey } from '../lib/auth';

/** POST /api/auth/login and POST /api/auth/register: on success the user lookup is refetched. */
function useSignInMutation<T>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => (await (await apiRequest('POST', url, body)).json()) as PublicUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export const useLogin = () => useSignInMutation<LoginInput>('/api/auth/login');
export const useRegister = () => useSignInMutation<RegisterInput>('/api/auth/register');
