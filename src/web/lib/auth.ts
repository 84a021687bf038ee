import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  ProfileInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
} from '../../contract/auth';
import { PRODUCT_NAME } from '../../contract/constants';
import type { ErrorCode } from '../../contract/errors';
import { TOTP_MESSAGES } from '../../contract/totp';
import { apiRequest, getQueryFn, sendJson } from './api';
import { errorCode, serverMessage, serverMessageOr } from './errors';
import { toast } from './toast';

export const currentUserKey = ['/api/auth/user'] as const;

/** The signed-in user, `null` when signed out. Never fresh: refetched on mount and focus. */
export function useCurrentUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export const isStaff = (user: Pick<PublicUser, 'role'>) => user.role === 'auditor' || user.role === 'admin';

/** A sign-in's answer: signed in, or stopped at the second step (D20) with the server's words. */
export type SignInResult = { user: PublicUser } | { secondStep: ErrorCode; message: string };

interface SignInMessages {
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
}

/**
 * POST /api/auth/login and POST /api/auth/register. On success the user lookup is refetched,
 * which swaps the visitor's routes for the signed-in ones. The toasts live here, not in the
 * form, because the form unmounts as soon as the user is known. A 401 here is a refused
 * sign-in, not an ended session.
 */
function useSignInMutation<T>(url: string, messages: SignInMessages) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T): Promise<SignInResult> => {
      try {
        return { user: await sendJson<PublicUser>('POST', url, body) };
      } catch (error) {
        // The second step of D20 is a question, not a failure: the form asks for the code.
        const code = errorCode(error);
        if (code) return { secondStep: code, message: serverMessage(error, TOTP_MESSAGES.required) };
        throw error;
      }
    },
    meta: {
      signIn: 'none',
      errorToast: { title: messages.failure.title, description: serverMessageOr(messages.failure.fallback) },
    },
    onSuccess: async (result) => {
      if (!('user' in result)) return;
      const { user } = result;
      toast(messages.success);
      queryClient.setQueryData(currentUserKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
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

/** POST /api/auth/logout; success refreshes the user lookup (document 2 section 4). */
export function useLogout(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    meta: { errorToast: { title: 'Logout Failed', description: serverMessageOr('Failed to log out') } },
    onSuccess: async () => {
      // Nothing of the previous user may linger in the cache for the next one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      queryClient.setQueryData(currentUserKey, null);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      toast({ title: 'Logged out successfully', description: 'You have been signed out of your account.' });
      onSignedOut();
    },
  });
}

/** PATCH /api/auth/user: the user's own profile (D20); field errors stay with the form. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => sendJson<PublicUser>('PATCH', '/api/auth/user', input),
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
    mutationFn: (input: ChangePasswordInput) =>
      sendJson<{ message: string }>('POST', '/api/auth/change-password', input),
    meta: {
      errorToast: { title: 'Password not changed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (answer) => toast({ title: 'Password changed', description: answer.message }),
  });
}

/**
 * POST /api/auth/forgot-password (D20): the same answer whether or not an account uses the
 * address. Public, like the sign-in forms: a 401 here is no ended session.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      sendJson<{ message: string }>('POST', '/api/auth/forgot-password', input),
    meta: {
      signIn: 'none',
      errorToast: { title: 'Link not sent', description: serverMessageOr('Please try again.') },
    },
  });
}

/**
 * POST /api/auth/reset-password (D20): every session of the account ends, this browser's too if
 * it was signed in to it, so the user lookup is refreshed. The page shows the failures itself
 * (a dead link, or a message on the password field).
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      sendJson<{ message: string }>('POST', '/api/auth/reset-password', input),
    meta: { signIn: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
