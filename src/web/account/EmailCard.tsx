import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { EMAIL_CONFIRMATION_PARAM, type PublicUser } from '../../contract/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { formatRelativeTime } from '../../contract/format';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import {
  useCancelEmailChange,
  useConfirmEmail,
  useSendEmailConfirmation,
  useUpdateProfile,
} from '../lib/profile';

/**
 * Where a confirmation link leads (D34): `/account?emailToken=...`, opened signed in (a signed-out
 * visitor signs in first and comes back). The token is sent once, then taken out of the address.
 */
export function EmailConfirmationResult() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const token = params.get(EMAIL_CONFIRMATION_PARAM);
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, { onSettled: () => navigate('/account', { replace: true }) });
  }, [token, confirm, navigate]);
  if (confirm.isSuccess)
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
        Your e-mail address {confirm.data.email} is confirmed. Invitations to it now reach this account.
      </p>
    );
  if (confirm.isError)
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {serverMessage(confirm.error, 'The address could not be confirmed. Please try again.')}
      </p>
    );
  return null;
}

/** The address awaiting its link, what was sent, and what the user can do about it (D34). */
function AwaitingConfirmation({ user }: { user: PublicUser }) {
  const send = useSendEmailConfirmation();
  const cancel = useCancelEmailChange();
  const address = user.pendingEmail ?? user.email;
  const noMail = user.pendingEmail !== null && user.emailConfirmationSentAt === null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {user.pendingEmail ? (
            <>
              New address <strong className="[overflow-wrap:anywhere]">{address}</strong> awaits
              confirmation.{' '}
            </>
          ) : (
            <>
              Your address <strong className="[overflow-wrap:anywhere]">{address}</strong> is not confirmed
              yet.{' '}
            </>
          )}
          {user.emailConfirmationSentAt
            ? `Confirmation sent ${formatRelativeTime(user.emailConfirmationSentAt)}: open the link in that e-mail while signed in as ${user.username}.`
            : noMail
              ? 'This server sends no e-mail, so the new address cannot be confirmed.'
              : 'Send yourself the confirmation link.'}{' '}
          Until then invitations and password resets use{' '}
          {user.emailConfirmed ? (
            <strong className="[overflow-wrap:anywhere]">{user.email}</strong>
          ) : (
            'no address of this account'
          )}
          .
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {!noMail && (
          <Button type="button" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
            {user.emailConfirmationSentAt ? 'Send the Link Again' : 'Send Confirmation Link'}
          </Button>
        )}
        {user.pendingEmail && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            Cancel the Change
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The account's e-mail address (D34): a new one needs the current password and replaces the
 * confirmed one only once the link mailed to it is opened.
 */
export function EmailCard({ user }: { user: PublicUser }) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const save = useUpdateProfile();
  const errors = serverFieldErrors(save.error);
  const awaiting = user.pendingEmail !== null || !user.emailConfirmed;
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail Address</CardTitle>
        <CardDescription>
          {user.emailConfirmed ? (
            <>
              <strong className="font-medium text-slate-900 [overflow-wrap:anywhere]">{user.email}</strong>{' '}
              (confirmed). Invitations and password resets go to it.
            </>
          ) : (
            <>An invitation is accepted only by an account whose address is confirmed.</>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {awaiting && <AwaitingConfirmation user={user} />}
        <form
          noValidate
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { email, currentPassword },
              {
                onSuccess: () => {
                  setEmail('');
                  setCurrentPassword('');
                },
              },
            );
          }}
        >
          <FormField id="email-new" label="New e-mail address" error={errors.email}>
            {(aria) => (
              <Input
                {...aria}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="email-password" label="Current password" error={errors.currentPassword}>
            {(aria) => (
              <Input
                {...aria}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending || email.trim() === ''}>
              {save.isPending ? 'Saving...' : 'Change E-mail Address'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
