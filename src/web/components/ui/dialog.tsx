import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/utils';

export const Dialog = DialogPrimitive.Root;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /**
   * Where focus goes on close when no element of the page opened the dialog (a link with the
   * dialog in its address) or the opener is gone: never the page body (issue 12).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog: focus trapped inside, Escape closes it, focus returns to the opener. Radix
 * returns focus only to a Dialog.Trigger; the app opens dialogs from state, so the element that
 * had focus when the dialog appeared is remembered and focused again on close.
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  onCloseAutoFocus,
  returnFocusTo,
  ...props
}: DialogContentProps) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const openedFromPage = opener instanceof HTMLElement && opener !== document.body && opener.isConnected;
    const target = openedFromPage ? opener : returnFocusTo?.();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none',
          className,
        )}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-4 sm:p-6">
          <div className="min-w-0">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="overflow-y-auto p-4 sm:p-6">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
