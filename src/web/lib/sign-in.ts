import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordInput,
  LoginInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
} from '../../contract/auth';
import { PRODUCT_NAME, type ErrorCode } from '../../contract/constants';
import { TOTP_ENROLMENT_REQUIRED, TOTP_MESSAGES } from '../../contract/totp-rules';
import { routes } from '../../contract/routes';
import { call } from './api';
import { currentUserKey } from './auth';
import { errorCode, serverMessage, serverMessageOr } from './errors';
import { toast } from './toast';

/** The sign-in forms' calls: only the sign-in screens download them (issue 14). */

/**
 * A sign-in's answer: signed in, or stopped at the second step (D20) with the server's words, or
 * refused because the staff account has not enrolled in two-step sign-in yet (D33).
 */
export type SignInResult =
  { user: PublicUser } | { secondStep: ErrorCode; message: string } | { enrolmentRequired: string };

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
function useSignInMutation<T>(send: (body: T) => Promise<PublicUser>, messages: SignInMessages) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T): Promise<SignInResult> => {
      try {
        return { user: await send(body) };
      } catch (error) {
        // The second step of D20 is a question, not a failure: the form asks for the code.
        const code = errorCode(error);
        if (code === TOTP_ENROLMENT_REQUIRED)
          return { enrolmentRequired: serverMessage(error, TOTP_MESSAGES.enrolmentRequired) };
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
  useSignInMutation((body: LoginInput) => call(routes.login, { body }), {
    success: { title: 'Welcome back!', description: 'You have been logged in successfully.' },
    failure: { title: 'Login Failed', fallback: 'Invalid username or password' },
  });

export const useRegister = () =>
  useSignInMutation((body: RegisterInput) => call(routes.register, { body }), {
    success: {
      title: 'Registration Successful!',
      description: `Your account has been created. Welcome to ${PRODUCT_NAME}!`,
    },
    failure: { title: 'Registration Failed', fallback: 'Failed to create account' },
  });

/**
 * POST /api/auth/forgot-password (D20): the same answer whether or not an account uses the
 * address. Public, like the sign-in forms: a 401 here is no ended session.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => call(routes.forgotPassword, { body: input }),
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
    mutationFn: (input: ResetPasswordInput) => call(routes.resetPassword, { body: input }),
    meta: { signIn: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
