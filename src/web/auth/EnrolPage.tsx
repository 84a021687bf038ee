import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { TOTP_MESSAGES } from '../../contract/totp-rules';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel';
import { TotpEnrolmentForm } from '../components/TotpEnrolmentForm';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useFinishLinkEnrolment, useLinkEnrolment } from '../lib/enrolment-link';
import { errorStatus, serverFieldErrors, serverMessage } from '../lib/errors';
import { AuthLayout } from './AuthLayout';

const formatExpiry = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A link that is unknown, used, expired or replaced: say so, and whom to ask. */
function DeadLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        {message}
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link href="/login">Back to sign in</Link>
      </Button>
    </div>
  );
}

/** Where a staff account signs in: auditors on the platform, admins at the console too. */
const signInPath = (role: 'auditor' | 'admin') => (role === 'admin' ? '/admin' : '/login');

/**
 * `/enrol?token=...` (D33): the page a staff account's enrolment link opens. It shows the secret
 * to scan, takes the first code, turns two-step sign-in on, shows the recovery codes once, and
 * then sends the user to sign in with the password and a new code.
 */
export function EnrolPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const enrolment = useLinkEnrolment(token);
  const finish = useFinishLinkEnrolment();
  const [saved, setSaved] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const stage = saved ? 'done' : finish.data ? 'codes' : 'scan';
  // The form is replaced: move the focus to the title that says what comes next.
  useEffect(() => {
    if (stage !== 'scan') title.current?.focus();
  }, [stage]);

  const fieldError = finish.error ? serverFieldErrors(finish.error).code : undefined;
  const dead =
    !token || errorStatus(enrolment.error) === 404 || errorStatus(finish.error) === 404
      ? TOTP_MESSAGES.enrolmentLinkInvalid
      : null;
  const heading = {
    scan: {
      // Kept on one line: a phone would otherwise break the title at the hyphen.
      title: (
        <>
          Turn on two-step <span className="whitespace-nowrap">sign-in</span>
        </>
      ),
      description: 'Your staff account needs it before you can sign in.',
    },
    codes: { title: 'Save your recovery codes', description: 'Two-step sign-in is on for your account.' },
    done: {
      title: 'Two-step sign-in is on',
      description: 'Sign in with your password and a code from your app.',
    },
  }[stage];

  let body;
  if (stage === 'done' && finish.data) {
    body = (
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p>
          Each code works once: when you sign in, wait until your app shows a new code rather than the one you
          just entered.
        </p>
        <Button asChild className="w-full">
          <Link href={signInPath(finish.data.role)}>Sign In</Link>
        </Button>
      </div>
    );
  } else if (stage === 'codes' && finish.data) {
    body = (
      <RecoveryCodesPanel
        codes={finish.data.recoveryCodes}
        username={finish.data.username}
        onContinue={() => setSaved(true)}
      />
    );
  } else if (dead) {
    body = <DeadLink message={dead} />;
  } else if (enrolment.error) {
    body = (
      <div className="flex flex-col gap-4 text-sm">
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {serverMessage(enrolment.error, 'The enrolment could not be loaded. Please try again.')}
        </p>
        <Button type="button" variant="outline" onClick={() => void enrolment.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!enrolment.data) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner label="Loading the enrolment" />
      </div>
    );
  } else {
    const { data } = enrolment;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          For <strong className="font-semibold text-slate-900">{data.username}</strong>. This link works once,
          until {formatExpiry(data.expiresAt)}.
        </p>
        <TotpEnrolmentForm
          idPrefix="enrol"
          enrolment={data.enrolment}
          pending={finish.isPending}
          refusal={
            finish.error && !dead
              ? (fieldError ??
                serverMessage(finish.error, 'Two-step sign-in was not turned on. Please try again.'))
              : null
          }
          submitLabel="Turn on two-step sign-in"
          onSubmit={(code) => finish.mutate({ token, code })}
        />
      </div>
    );
  }

  return (
    <AuthLayout>
      <Card className="mx-auto w-full max-w-xl">
        <CardHeader className="text-center">
          {stage === 'done' && <CheckCircle2 aria-hidden className="mx-auto size-10 text-green-600" />}
          <CardTitle ref={title} tabIndex={-1} className="text-2xl outline-none">
            {heading.title}
          </CardTitle>
          <CardDescription>{heading.description}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </AuthLayout>
  );
}
