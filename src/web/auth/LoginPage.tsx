import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { loginSchema, type LoginInput } from '../../contract/auth';
import { CredentialFields } from '../components/CredentialFields';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useLogin } from '../lib/sign-in';
import { useSettings } from '../lib/settings';
import { EnrolmentRequiredNotice } from '../components/EnrolmentRequiredNotice';
import { AuthLayout } from './AuthLayout';
import { TotpStep } from './TotpStep';

export function LoginPage() {
  const login = useLogin();
  // Whom to ask when signing in fails for good (SUPPORT_CONTACT, issue 23).
  const supportContact = useSettings()?.supportContact;
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  // After a right password, an account with two-step sign-in on is asked for its code (D20).
  const [secondStep, setSecondStep] = useState<{ credentials: LoginInput; refusal: string | null } | null>(
    null,
  );

  // A staff account that has not turned two-step sign-in on yet is told how to (D33).
  const [enrolmentRequired, setEnrolmentRequired] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setEnrolmentRequired(null);
    login.mutate(values, {
      onSuccess: (result) => {
        if ('secondStep' in result) setSecondStep({ credentials: values, refusal: null });
        if ('enrolmentRequired' in result) setEnrolmentRequired(result.enrolmentRequired);
      },
    });
  });

  if (secondStep) {
    return (
      <AuthLayout>
        <TotpStep
          refusal={secondStep.refusal}
          pending={login.isPending}
          onSubmit={(factor) =>
            login.mutate(
              { ...secondStep.credentials, ...factor },
              {
                onSuccess: (result) => {
                  if ('secondStep' in result) setSecondStep({ ...secondStep, refusal: result.message });
                },
              },
            )
          }
          onBack={() => setSecondStep(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Sign In</CardTitle>
          <CardDescription>Access your CMMC compliance dashboard</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            <CredentialFields form={form} />
            {enrolmentRequired && <EnrolmentRequiredNotice message={enrolmentRequired} />}
            <Link
              href="/forgot-password"
              className="-mt-2 self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            Don&apos;t have an account?{' '}
            <Link href="/register" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Register here
            </Link>
          </p>
          {supportContact && (
            <p className="mt-3 text-center text-sm text-slate-600">
              Trouble signing in? Ask{' '}
              <span className="font-medium break-words text-slate-900">{supportContact}</span>
            </p>
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
