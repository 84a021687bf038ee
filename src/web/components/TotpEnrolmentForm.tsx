import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../contract/constants';
import { totpCodeSchema, type TotpEnrolment } from '../../contract/totp';
import { OneTimeCodeField, useCodeEntry } from './OneTimeCodeField';
import { Button } from './ui/button';

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TotpEnrolmentFormProps {
  enrolment: TotpEnrolment;
  idPrefix: string;
  pending: boolean;
  /** Why the last code was refused, in the server's words. */
  refusal: string | null;
  submitLabel: string;
  onSubmit: (code: string) => void;
  /** Further actions beside the submit button (Cancel). */
  children?: ReactNode;
}

/**
 * Turning two-step sign-in on (D20): the QR code to scan, the key to type where scanning is not
 * possible, and the first code, which proves the app holds the secret.
 */
export function TotpEnrolmentForm({
  enrolment,
  idPrefix,
  pending,
  refusal,
  submitLabel,
  onSubmit,
  children,
}: TotpEnrolmentFormProps) {
  const entry = useCodeEntry();
  const { inputRef } = entry;

  useEffect(() => {
    if (refusal) inputRef.current?.focus();
  }, [inputRef, refusal]);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const code = entry.parse(totpCodeSchema);
        if (code !== undefined) onSubmit(code);
      }}
    >
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...).</li>
        <li>Scan the QR code, or enter the key below by hand as a time-based key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={enrolment.qrCode}
          alt={`QR code that adds ${PRODUCT_NAME} to an authenticator app`}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md border border-slate-200 bg-white"
        />
        <div className="flex min-w-0 flex-col gap-1 self-stretch">
          <p className="text-sm font-medium text-slate-900">Key for manual entry</p>
          <code
            data-testid="totp-secret"
            className="break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900"
          >
            {grouped(enrolment.secret)}
          </code>
          <p className="text-xs text-slate-600">Keep it private: anyone with it can make your codes.</p>
        </div>
      </div>
      <div className="sm:max-w-sm">
        <OneTimeCodeField
          id={`${idPrefix}-code`}
          value={entry.value}
          onChange={entry.change}
          error={entry.problem ?? refusal}
          inputRef={inputRef}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending}>
          {pending ? 'Verifying...' : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
