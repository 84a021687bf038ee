import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST } from '../../../contract/constants';
import { dismissToast, useToasts } from '../../lib/toast';
import { cn } from '../../lib/utils';

/** Toasts at the top on phones, at the bottom right on wider screens (document 1 section 2). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST.durationMs}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          defaultOpen
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description className="text-sm opacity-95">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        data-testid="toasts"
        style={{ maxWidth: TOAST.maxWidthPx }}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col"
      />
    </Toast.Provider>
  );
}
