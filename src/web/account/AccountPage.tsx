import { useState } from 'react';
import { Link } from 'wouter';
import type { PublicUser } from '../../contract/auth';
import { PageHeader } from '../components/PageHeader';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useCurrentUser } from '../lib/auth';
import { useChangePassword, useUpdateProfile } from '../lib/profile';
import { serverFieldErrors } from '../lib/errors';
import { TwoStepCard } from './TwoStepCard';
import { EmailCard, EmailConfirmationResult } from './EmailCard';

// The account's own fields: the business's are the organization's (D27), under Organization
// Settings, where only owners change them.
const TEXT_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

function ProfileForm({ user }: { user: PublicUser }) {
  const [draft, setDraft] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  const save = useUpdateProfile();
  const errors = serverFieldErrors(save.error);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          Signed in as {user.username}. Reviews, the activity log and an affirmation you make show your name.
          {user.organization && (
            <>
              {' '}
              The business&apos;s details are under{' '}
              <Link href="/organization" className="font-medium text-brand-700 underline underline-offset-2">
                Organization Settings
              </Link>
              .
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              ...draft,
              firstName: draft.firstName.trim() || null,
              lastName: draft.lastName.trim() || null,
            });
          }}
        >
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`profile-${field.name}`}
              label={field.label}
              error={errors[field.name]}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="text"
                  autoComplete={field.autoComplete}
                  value={draft[field.name]}
                  onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                />
              )}
            </FormField>
          ))}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useChangePassword();
  const errors = serverFieldErrors(change.error);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          8 to 128 characters, not your username or e-mail, not a common password. Your other sessions are
          signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4 sm:max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              { currentPassword, newPassword },
              {
                onSuccess: () => {
                  setCurrent('');
                  setNew('');
                },
              },
            );
          }}
        >
          <FormField id="password-current" label="Current password" error={errors.currentPassword}>
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
          <FormField id="password-new" label="New password" error={errors.newPassword}>
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
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** `/account`: every signed-in user's own profile and password (D20). */
export function AccountPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Account" subtitle="Your details, your password and two-step sign-in" />
      <div className="flex flex-col gap-6">
        <EmailConfirmationResult />
        <ProfileForm user={user} />
        <EmailCard user={user} />
        <PasswordForm />
        <TwoStepCard username={user.username} />
      </div>
    </>
  );
}
