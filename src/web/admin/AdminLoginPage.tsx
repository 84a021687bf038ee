import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { loginSchema, type LoginInput } from '../../contract/auth';
import { CredentialFields } from '../components/CredentialFields';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FullPageSpinner } from '../components/ui/spinner';
import { useAdminLogin, useAdminSession, useOpenConsole } from '../lib/admin';
import { errorCode, errorStatus, serverMessage } from '../lib/errors';
import { cn } from '../lib/utils';
import { ADMIN_STEP_HEADINGS, AdminTwoStep, type AdminStep } from './AdminTwoStep';

/** `/admin`: the console's own sign-in; an existing admin session goes straight to the dashboard. */
export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const login = useAdminLogin();
  const openConsole = useOpenConsole();
  const [failure, setFailure] = useState<string | null>(null);
  // After a right password: the code, or the enrolment of two-step sign-in, then its codes (D20).
  const [step, setStep] = useState<AdminStep | null>(null);
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
      onSuccess: (answer) => {
        if (!answer.authenticated)
          setStep({ kind: 'enrol', credentials: body, enrolment: answer.enrolment, refusal: null });
        else if (answer.recoveryCodes)
          setStep({ kind: 'codes', admin: answer.admin, codes: answer.recoveryCodes });
        else navigate('/admin/dashboard');
      },
      onError: (error) => {
        const message =
          errorStatus(error) === undefined
            ? 'Failed to authenticate. Please try again.'
            : serverMessage(error, 'Invalid admin credentials');
        if (errorCode(error) === 'totp_required') setStep({ kind: 'code', credentials: body, refusal: null });
        else if (step?.kind === 'code' || step?.kind === 'enrol') setStep({ ...step, refusal: message });
        else setFailure(message);
      },
    });
  };
  const onSubmit = form.handleSubmit((values) => send(values));
  const heading = step
    ? ADMIN_STEP_HEADINGS[step.kind]
    : { title: 'Admin Console', description: 'Sign in with an administrator account' };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <Card className={cn('w-full', step && step.kind !== 'code' ? 'max-w-lg' : 'max-w-md')}>
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden className="size-10 text-staff-600" />
          <CardTitle className="text-2xl">{heading.title}</CardTitle>
          <CardDescription>{heading.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {step ? (
            <AdminTwoStep
              step={step}
              pending={login.isPending}
              onFactor={(credentials, factor) => send({ ...credentials, ...factor })}
              onBack={() => setStep(null)}
              onContinue={(admin) => {
                openConsole(admin);
                navigate('/admin/dashboard');
              }}
            />
          ) : (
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
              <CredentialFields form={form} idPrefix="admin-" />
              {failure && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {failure}
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
