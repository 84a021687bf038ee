import { AlertTriangle, Building2, LogIn, Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { PublicUser } from '../../contract/auth';
import { PRODUCT_NAME } from '../../contract/constants';
import {
  INVALID_INVITATION,
  invitationPath,
  MEMBER_ROLE_DESCRIPTIONS,
  MEMBER_ROLE_LABELS,
  type InvitationPreview,
} from '../../contract/organizations';
import { withReturnPath } from '../../contract/return-path';
import { formatExpiry } from '../components/CopyableLink';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser, useLogout } from '../lib/auth';
import { errorStatus, serverMessage } from '../lib/errors';
import { useAcceptInvitation, useInvitationPreview } from '../lib/invitation-link';
import { useRegister } from '../lib/sign-in';
import { InviteeSignUp } from './InviteeSignUp';

/** The full-page frame of the invitation, whoever opens it. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 via-white to-slate-100 px-4 py-10 sm:justify-center">
      <Link href="/" className="mb-6 flex items-center gap-2 rounded-md text-slate-900">
        <Shield aria-hidden className="size-7 text-brand-600" />
        <span className="text-xl font-bold">{PRODUCT_NAME}</span>
      </Link>
      <main className="w-full">{children}</main>
    </div>
  );
}

/** What the invitation offers: the organization, the role and what it may do, the address, the term. */
function Offer({ preview }: { preview: InvitationPreview }) {
  const rows: [string, ReactNode][] = [
    [
      'Role',
      <>
        <span className="font-medium">{MEMBER_ROLE_LABELS[preview.role]}</span>
        <span className="block text-sm text-slate-600">{MEMBER_ROLE_DESCRIPTIONS[preview.role]}</span>
      </>,
    ],
    ['Invited e-mail', <span className="break-words">{preview.email}</span>],
    ['Link works until', formatExpiry(preview.expiresAt)],
  ];
  return (
    <dl className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
          <dt className="shrink-0 font-medium text-slate-600 sm:w-32">{label}</dt>
          <dd className="min-w-0 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A signed-in account joins; another address than the invited one is refused (403, D27). */
function Join({ token, preview, user }: { token: string; preview: InvitationPreview; user: PublicUser }) {
  const accept = useAcceptInvitation(token);
  const logout = useLogout(() => undefined);
  const refused = accept.isError && errorStatus(accept.error) === 403;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Signed in as <span className="font-medium text-slate-900">{user.username}</span> (
        <span className="break-words">{user.email}</span>).
      </p>
      {accept.isError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{serverMessage(accept.error, 'You could not join. Please try again.')}</p>
        </div>
      )}
      {refused ? (
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogIn aria-hidden />
          {logout.isPending ? 'Signing Out...' : 'Sign out to use another account'}
        </Button>
      ) : (
        <Button size="lg" onClick={() => accept.mutate()} disabled={accept.isPending || accept.isSuccess}>
          {accept.isPending || accept.isSuccess ? 'Joining...' : `Join ${preview.organizationName}`}
        </Button>
      )}
    </div>
  );
}

/** Signed out: sign in (and come back here), or create an account with personal fields only. */
function SignInOrSignUp({
  token,
  preview,
  register,
}: {
  token: string;
  preview: InvitationPreview;
  register: ReturnType<typeof useRegister>;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">
          Already have an account with <span className="break-words font-medium">{preview.email}</span>?
        </p>
        <Button asChild variant="outline">
          <Link href={withReturnPath('/login', invitationPath(token))}>
            <LogIn aria-hidden />
            Sign in to join
          </Link>
        </Button>
      </div>
      <section
        aria-labelledby="invitee-sign-up"
        className="flex flex-col gap-4 border-t border-slate-200 pt-6"
      >
        <div>
          <h2 id="invitee-sign-up" className="text-base font-semibold text-slate-900">
            New here? Create your account
          </h2>
          <p className="text-sm text-slate-600">
            Only your own details: the business&apos;s are {preview.organizationName}&apos;s.
          </p>
        </div>
        <InviteeSignUp token={token} email={preview.email} register={register} />
      </section>
    </div>
  );
}

/** `/invite/:token` (D27): what an invitation offers, and the way in for whoever opens it. */
export function InvitationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const preview = useInvitationPreview(token);
  const { user, isLoading } = useCurrentUser();
  const register = useRegister();
  // Signed up: the account has joined; the dashboard opens once the user lookup is read again.
  if (preview.isPending || isLoading || register.isSuccess) {
    return (
      <Frame>
        <div className="flex justify-center">
          <Spinner label={register.isSuccess ? 'Opening your dashboard' : 'Loading the invitation'} />
        </div>
      </Frame>
    );
  }
  if (preview.isError) {
    const invalid = errorStatus(preview.error) === 404 || errorStatus(preview.error) === 400;
    return (
      <Frame>
        <Card className="mx-auto w-full max-w-lg">
          <CardHeader>
            <CardTitle className="text-2xl">
              {invalid ? 'Invitation not valid' : 'Invitation not loaded'}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {invalid
                ? INVALID_INVITATION
                : 'The invitation could not be loaded. Reload the page to try again.'}
            </p>
            <Button asChild variant="outline" className="self-start">
              <Link href="/">{user ? 'Go to your dashboard' : `Go to the ${PRODUCT_NAME} home page`}</Link>
            </Button>
          </CardContent>
        </Card>
      </Frame>
    );
  }
  const offer = preview.data;
  return (
    <Frame>
      <Card className="mx-auto w-full max-w-xl">
        <CardHeader>
          <div className="mb-1 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Building2 aria-hidden className="size-5" />
          </div>
          <CardTitle className="text-2xl">Join {offer.organizationName}</CardTitle>
          <CardDescription>
            You are invited to work on {offer.organizationName}&apos;s CMMC self-assessment, at Level 1 or Level 2 (Self).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <Offer preview={offer} />
          {user ? (
            <Join token={token} preview={offer} user={user} />
          ) : (
            <SignInOrSignUp token={token} preview={offer} register={register} />
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}
