import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  ASK_THE_ADMINISTRATOR,
  ASK_THE_SUPPORT_CONTACT,
  forgotPasswordSchema,
  PASSWORD_RESET_BY_EMAIL_OFF,
  PASSWORD_RESET_REQUESTED,
  type ForgotPasswordInput,
} from '../../contract/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { useForgotPassword } from '../lib/sign-in';
import { useSettings } from '../lib/settings';
import { AuthLayout } from './AuthLayout';
import { SupportContact } from './SupportContact';

/**
 * Without mail (issue 23): whom to ask for a reset link, SUPPORT_CONTACT or else the administrator
 * of this installation, who makes one in the admin console.
 */
function AskSomeone({ contact }: { contact: string | null }) {
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <p>{PASSWORD_RESET_BY_EMAIL_OFF}</p>
      {contact ? (
        <div className="flex flex-col gap-1.5">
          <p>{ASK_THE_SUPPORT_CONTACT}</p>
          <SupportContact contact={contact} />
        </div>
      ) : (
        <p>{ASK_THE_ADMINISTRATOR}</p>
      )}
      <p>Once you are signed in, you can change it on your Account page.</p>
    </div>
  );
}

/** What the page says once a link was asked for: the same whether or not the address is known. */
function LinkRequested({
  email,
  contact,
  onAgain,
}: {
  email: string;
  contact: string | null;
  onAgain: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <p>
        You asked for a link for <span className="font-medium break-all text-slate-900">{email}</span>.
      </p>
      <p>{PASSWORD_RESET_REQUESTED}</p>
      <p>Nothing after a few minutes? Look in your spam folder, check the address, or ask again.</p>
      {contact && (
        <div className="flex flex-col gap-1.5">
          <p>Still nothing? Ask:</p>
          <SupportContact contact={contact} />
        </div>
      )}
      <Button type="button" variant="outline" className="self-start" onClick={onAgain}>
        Ask Again
      </Button>
    </div>
  );
}

function RequestLinkForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => onSent(values.email.trim()) }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormField id="email" label="E-mail address" error={form.formState.errors.email?.message}>
        {(aria) => <Input {...aria} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

/**
 * `/forgot-password` (D20): a link by e-mail when the server can send mail; else whom to ask
 * (SUPPORT_CONTACT, or the administrator: issue 23).
 */
export function ForgotPasswordPage() {
  const settings = useSettings();
  const byEmail = settings?.passwordResetByEmail;
  const [sentTo, setSentTo] = useState<string>();
  const title = useRef<HTMLHeadingElement>(null);
  // The form is gone: move the focus to the title that says what happened, for screen readers.
  useEffect(() => {
    if (sentTo !== undefined) title.current?.focus();
  }, [sentTo]);

  let body;
  if (settings === undefined)
    body = (
      <div className="flex justify-center">
        <Spinner />
      </div>
    );
  else if (!byEmail) body = <AskSomeone contact={settings.supportContact} />;
  else if (sentTo === undefined) body = <RequestLinkForm onSent={setSentTo} />;
  else
    body = (
      <LinkRequested email={sentTo} contact={settings.supportContact} onAgain={() => setSentTo(undefined)} />
    );

  return (
    <AuthLayout>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle ref={title} tabIndex={-1} className="text-2xl outline-none">
            {sentTo === undefined ? 'Forgot your password?' : 'Check your e-mail'}
          </CardTitle>
          {byEmail && sentTo === undefined && (
            <CardDescription>
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {body}
          <p className="mt-6 text-center text-sm text-slate-600">
            Remembered it?{' '}
            <Link href="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
