import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE, PASSWORD_RULE_HINT, type PublicUser } from '../../contract/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { currentUserKey, useLogout } from '../lib/auth';
import { serverFieldErrors } from '../lib/errors';
import { useChangePassword } from '../lib/profile';
import { AuthLayout } from './AuthLayout';

/**
 * What an account sees after an administrator reset its password (issue 38): nothing but choosing
 * its own (the server refuses every other call until then), or signing out. The password the
 * administrator set, or the one chosen with a link an administrator made, is the current one.
 */
export function ForcedPasswordChange({ user }: { user: PublicUser }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useChangePassword();
  const queryClient = useQueryClient();
  const logout = useLogout(() => window.location.assign('/login'));
  const errors = serverFieldErrors(change.error);
  return (
    <AuthLayout>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <KeyRound aria-hidden className="size-5 text-brand-600" />
            Choose a New Password
          </CardTitle>
          <CardDescription>
            {PASSWORD_CHANGE_REQUIRED_MESSAGE} Until then, {user.username} can do nothing else: the password
            you signed in with was set by an administrator, or with a link an administrator made.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              setMismatch(newPassword !== confirm);
              if (newPassword !== confirm) return;
              change.mutate(
                { currentPassword, newPassword },
                { onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }) },
              );
            }}
          >
            <FormField
              id="forced-current"
              label="Current password (the one you signed in with)"
              error={errors.currentPassword}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(event) => setCurrent(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id="forced-new"
              label="New password"
              error={errors.newPassword}
              hint={PASSWORD_RULE_HINT}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="password"
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(event) => setNew(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id="forced-confirm"
              label="Confirm new password"
              error={mismatch ? "Passwords don't match" : undefined}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password and Continue'}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Sign Out
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
