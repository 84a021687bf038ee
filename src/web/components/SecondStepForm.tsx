import { useEffect, useState } from 'react';
import { recoveryCodeSchema, totpCodeSchema } from '../../contract/totp';
import { OneTimeCodeField, useCodeEntry } from './OneTimeCodeField';
import { Button } from './ui/button';

export type SecondFactor = { code: string } | { recoveryCode: string };

interface SecondStepFormProps {
  /** Why the last code was refused, in the server's words; null before any refusal. */
  refusal: string | null;
  pending: boolean;
  onSubmit: (factor: SecondFactor) => void;
  onBack: () => void;
  idPrefix: string;
}

/**
 * The second step of a sign-in with two-step sign-in on (D20): the code of the authenticator
 * app, or one of the recovery codes. The field takes the focus when the step opens.
 */
export function SecondStepForm({ refusal, pending, onSubmit, onBack, idPrefix }: SecondStepFormProps) {
  const [recovery, setRecovery] = useState(false);
  const entry = useCodeEntry();
  const { inputRef } = entry;

  useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef, recovery, refusal]);

  const submit = () => {
    const code = entry.parse(recovery ? recoveryCodeSchema : totpCodeSchema);
    if (code !== undefined) onSubmit(recovery ? { recoveryCode: code } : { code });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-slate-700">
        {recovery
          ? 'Enter one of your recovery codes.'
          : 'Open your authenticator app and enter the code it shows for this account.'}
      </p>
      <OneTimeCodeField
        key={recovery ? 'recovery' : 'code'}
        id={`${idPrefix}-${recovery ? 'recovery-code' : 'code'}`}
        recovery={recovery}
        value={entry.value}
        onChange={entry.change}
        error={entry.problem ?? refusal}
        inputRef={inputRef}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="link"
          className="h-auto px-0 py-1"
          onClick={() => {
            setRecovery(!recovery);
            entry.change('');
          }}
        >
          {recovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
