import type { ReactNode } from 'react';
import { errorCode, isUnauthorizedError } from '../lib/errors';

/**
 * What a screen shows when its data could not be loaded. `errors` are the failed reads' errors:
 * when one of them is an ended session, nothing was lost and nothing failed, so the screen says
 * so while the one error path (`lib/query-client.ts`) takes the user to sign in (issue 12). The
 * same for an account taken out of its organization meanwhile (409 `no_organization`, D27): the
 * error path reads the user again, and the screens follow where the account works now.
 */
export function LoadError({ children, errors = [] }: { children: ReactNode; errors?: readonly unknown[] }) {
  if (errors.some(isUnauthorizedError)) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Your session has ended. Taking you to sign in; you will come back to this page.
      </p>
    );
  }
  if (errors.some((error) => errorCode(error) === 'no_organization')) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Your account is no longer a member of this organization. Loading where you work now.
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {children}
    </p>
  );
}
