import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../contract/constants';

/** The centred, full-page frame of the sign-in and registration cards. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-slate-100 px-4 py-10">
      <Link href="/" className="mb-6 flex items-center gap-2 rounded-md text-slate-900">
        <Shield aria-hidden className="size-7 text-brand-600" />
        <span className="text-xl font-bold">{PRODUCT_NAME}</span>
      </Link>
      <main className="w-full">{children}</main>
    </div>
  );
}
