import { Info, Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PRODUCT_NAME } from '../../contract/constants';
import { RETURN_PARAM, safeReturnPath } from '../../contract/return-path';

/** Sent here from a page (an ended session, a signed-out link): say that signing in leads back. */
function ReturnNote() {
  const [params] = useSearchParams();
  if (!safeReturnPath(params.get(RETURN_PARAM))) return null;
  return (
    <p className="mx-auto mb-4 flex w-full max-w-md items-start gap-2 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      Sign in to continue where you left off.
    </p>
  );
}

/** The centred, full-page frame of the sign-in and registration cards. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-slate-100 px-4 py-10">
      <Link href="/" className="mb-6 flex items-center gap-2 rounded-md text-slate-900">
        <Shield aria-hidden className="size-7 text-brand-600" />
        <span className="text-xl font-bold">{PRODUCT_NAME}</span>
      </Link>
      <main className="w-full">
        <ReturnNote />
        {children}
      </main>
    </div>
  );
}
