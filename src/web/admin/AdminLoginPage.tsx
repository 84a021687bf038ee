import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { loginSchema, type LoginInput } from '../../contract/auth';
import { TOTP_ENROLMENT_REQUIRED, TOTP_MESSAGES, TOTP_REQUIRED } from '../../contract/totp-rules';
import { CredentialFields } from '../components/CredentialFields';
import { EnrolmentRequiredNotice } from '../components/EnrolmentRequiredNotice';
import { SecondStepForm } from '../components/SecondStepForm';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FullPageSpinner } from '../components/ui/spinner';
import { useAdminLogin, useAdminSession } from '../lib/admin';
import { errorCode, errorStatus, serverMessage } from '../lib/errors';

/** Why the sign-in stopped: a message under the password, or the enrolment notice (D33). */
type Failure = { kind: 'message' | 'enrolment'; text: string };

/** `/admin`: the console's own sign-in; an existing admin session goes straight to the dashboard. */
export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const login = useAdminLogin();
  const [failure, setFailure] = useState<Failure | null>(null);
  // After a right password, the code of two-step sign-in (D20): the credentials and why a code was refused.
  const [step, setStep] = useState<{ credentials: LoginInput; refusal: string | null } | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    if (session.data) navigate('/admin/dashboard', { replace: true });
  }, [session.data, navigate]);
  if (session.isLoading) return <FullPageSpinner />;

  const send = (body: LoginInput) => {
    setFailure(null);
    login.mutate(body, {
      onSuccess: () => navigate('/admin/dashboard'),
      onError: (error) => {
        const message =
          errorStatus(error) === undefined
            ? 'Failed to authenticate. Please try again.'
            : serverMessage(error, 'Invalid admin credentials');
        const code = errorCode(error);
        if (code === TOTP_REQUIRED) setStep({ credentials: body, refusal: null });
        else if (code === TOTP_ENROLMENT_REQUIRED) {
          setStep(null);
          setFailure({ kind: 'enrolment', text: serverMessage(error, TOTP_MESSAGES.enrolmentRequired) });
        } else if (step) setStep({ ...step, refusal: message });
        else setFailure({ kind: 'message', text: message });
      },
    });
  };
  const onSubmit = form.handleSubmit((values) => send(values));

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden className="size-10 text-staff-600" />
          <CardTitle className="text-2xl">{step ? 'Two-step sign-in' : 'Admin Console'}</CardTitle>
          <CardDescription>
            {step ? 'One more step to open the admin console' : 'Sign in with an administrator account'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step ? (
            <SecondStepForm
              idPrefix="admin-login"
              refusal={step.refusal}
              pending={login.isPending}
              onSubmit={(factor) => send({ ...step.credentials, ...factor })}
              onBack={() => setStep(null)}
            />
          ) : (
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
              <CredentialFields form={form} idPrefix="admin-" />
              {failure?.kind === 'enrolment' && <EnrolmentRequiredNotice message={failure.text} />}
              {failure?.kind === 'message' && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {failure.text}
                </p>
              )}
              <Button type="submit" disabled={login.isPending}>
                {login.isPending ? 'Authenticating...' : 'Sign In'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
