import type { ReactNode } from 'react';
import { isUnauthorizedError } from '../lib/errors';

/**
 * What a screen shows when its data could not be loaded. `errors` are the failed reads' errors:
 * when one of them is an ended session, nothing was lost and nothing failed, so the screen says
 * so while the one error path (`lib/query-client.ts`) takes the user to sign in (issue 12).
 */
export function LoadError({ children, errors = [] }: { children: ReactNode; errors?: readonly unknown[] }) {
  if (errors.some(isUnauthorizedError)) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Your session has ended. Taking you to sign in; you will come back to this page.
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {children}
    </p>
  );
}
