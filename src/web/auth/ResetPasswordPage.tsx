import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'wouter';
import {
  INVALID_RESET_LINK,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RULE_HINT,
  resetPasswordFormSchema,
  type ResetPasswordForm,
} from '../../contract/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useResetPassword } from '../lib/sign-in';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { AuthLayout } from './AuthLayout';

const LINK_CLASS = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** A link that is unknown, used or expired: say so, and where to get a new one. */
function DeadLink() {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        {INVALID_RESET_LINK}
      </p>
      <Button asChild className="w-full">
        <Link href="/forgot-password">Ask for a New Link</Link>
      </Button>
    </div>
  );
}

function NewPasswordForm({ token, reset }: { token: string; reset: ReturnType<typeof useResetPassword> }) {
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onError: (error) => {
          const message = serverFieldErrors(error).newPassword;
          if (message) form.setError('newPassword', { message }, { shouldFocus: true });
        },
      },
    ),
  );

  const failure = reset.error && !serverFieldErrors(reset.error).newPassword ? reset.error : undefined;
  if (failure && serverMessage(failure, '') === INVALID_RESET_LINK) return <DeadLink />;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverMessage(failure, 'The password could not be changed. Please try again.')}
        </p>
      )}
      <FormField
        id="newPassword"
        label="New password"
        error={errors.newPassword?.message}
        hint={PASSWORD_RULE_HINT}
      >
        {(aria) => (
          <Input {...aria} type="password" autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </FormField>
      <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}

/**
 * `/reset-password?token=...` (D20): the page a "Forgot password?" e-mail links to, and the reset
 * links an admin makes in the console (issue 23).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const done = reset.isSuccess;
  const title = useRef<HTMLHeadingElement>(null);
  // The form is gone: move the focus to the title that says so, for screen readers.
  useEffect(() => {
    if (done) title.current?.focus();
  }, [done]);
  return (
    <AuthLayout>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="text-center">
          {done && <CheckCircle2 aria-hidden className="mx-auto size-10 text-green-600" />}
          <CardTitle ref={title} tabIndex={-1} className="text-2xl outline-none">
            {done ? 'Password changed' : 'Choose a new password'}
          </CardTitle>
          <CardDescription>
            {done
              ? 'Your new password is set, and every session of your account was signed out.'
              : `This link works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes of being made.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {done ? (
            <Button asChild className="w-full">
              <Link href="/login">Sign In</Link>
            </Button>
          ) : (
            <>
              {token ? <NewPasswordForm token={token} reset={reset} /> : <DeadLink />}
              <p className="mt-6 text-center text-sm text-slate-600">
                <Link href="/login" className={LINK_CLASS}>
                  Back to sign in
                </Link>
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
