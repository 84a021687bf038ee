import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { loginSchema, type LoginInput } from '../../contract/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { FullPageSpinner } from '../components/ui/spinner';
import { useAdminLogin, useAdminSession } from '../lib/admin';
import { errorStatus, serverMessage } from '../lib/errors';

/** `/admin`: the console's own sign-in; an existing admin session goes straight to the dashboard. */
export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const login = useAdminLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (session.data) navigate('/admin/dashboard', { replace: true });
  }, [session.data, navigate]);
  if (session.isLoading) return <FullPageSpinner />;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: () => navigate('/admin/dashboard'),
      onError: (error) =>
        setFailure(
          errorStatus(error) === undefined
            ? 'Failed to authenticate. Please try again.'
            : serverMessage(error, 'Invalid admin credentials'),
        ),
    });
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden className="size-10 text-staff-600" />
          <CardTitle className="text-2xl">Admin Console</CardTitle>
          <CardDescription>Sign in with an administrator account</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            <FormField id="admin-username" label="Username" error={errors.username?.message}>
              {(aria) => <Input {...aria} autoComplete="username" {...form.register('username')} />}
            </FormField>
            <FormField id="admin-password" label="Password" error={errors.password?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  type="password"
                  autoComplete="current-password"
                  {...form.register('password')}
                />
              )}
            </FormField>
            {failure && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {failure}
              </p>
            )}
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Authenticating...' : 'Sign In'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
