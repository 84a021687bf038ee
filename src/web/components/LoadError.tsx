import type { ReactNode } from 'react';

/** What a screen shows when its data could not be loaded. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {children}
    </p>
  );
}
