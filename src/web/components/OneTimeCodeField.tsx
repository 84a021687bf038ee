import { useRef, useState, type Ref } from 'react';
import type { z } from 'zod';
import { TOTP_DIGITS } from '../../contract/totp-rules';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

interface OneTimeCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  /** A recovery code instead of the 6-digit code of the authenticator app (D20). */
  recovery?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The code of two-step sign-in (D20): digits with the one-time-code hint (phones offer the code
 * from a message or an app), or a recovery code, typed as it is printed.
 */
export function OneTimeCodeField({
  id,
  value,
  onChange,
  error,
  recovery = false,
  inputRef,
}: OneTimeCodeFieldProps) {
  return (
    <FormField
      id={id}
      label={recovery ? 'Recovery code' : 'Authentication code'}
      hint={
        recovery
          ? 'One of the ten codes you saved, such as abcde-fghij. Each works once.'
          : `${TOTP_DIGITS} digits`
      }
      error={error ?? undefined}
    >
      {(aria) =>
        recovery ? (
          <Input
            {...aria}
            ref={inputRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
          />
        ) : (
          <Input
            {...aria}
            ref={inputRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            className="font-mono tracking-widest"
          />
        )
      }
    </FormField>
  );
}

/**
 * What a code form keeps: the typed value, the problem found before sending, and the field (to
 * take the focus back when the code is refused).
 */
export function useCodeEntry() {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    value,
    problem,
    inputRef,
    change: (next: string) => {
      setValue(next);
      setProblem(null);
    },
    /** The code as `schema` reads it; undefined after showing why it is not one. */
    parse: (schema: z.ZodType<string>): string | undefined => {
      const parsed = schema.safeParse(value);
      if (parsed.success) {
        setProblem(null);
        return parsed.data;
      }
      setProblem(parsed.error.issues[0]?.message ?? 'Enter the code');
      inputRef.current?.focus();
      return undefined;
    },
  };
}
