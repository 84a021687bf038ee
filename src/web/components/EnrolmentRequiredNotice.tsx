import { KeyRound } from 'lucide-react';

/**
 * A sign-in refused because the staff account has not turned two-step sign-in on yet (D33): the
 * server's words, which say to open the enrolment link or ask an administrator for a new one.
 */
export function EnrolmentRequiredNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
