import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The safe way out, focused first; "Cancel" unless told. */
  cancelLabel?: string;
  /** Where focus goes on close instead of the opener (when it returns an element). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  busy?: boolean;
  /** `default` for a step that can be undone (enabling an account); destructive otherwise. */
  confirmVariant?: 'destructive' | 'default';
}

/**
 * Asks before something that cannot be undone; focus starts on Cancel and returns to the element
 * that had it when the dialog opened (Radix returns it only to its own Trigger).
 */
export function ConfirmDialog({ open, onOpenChange, ...content }: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <ConfirmContent {...content} />
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** Mounted while the dialog is open: it remembers the opener at that moment. */
function ConfirmContent({
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  confirmVariant = 'destructive',
  cancelLabel = 'Cancel',
  returnFocusTo,
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <AlertDialogPrimitive.Content
      className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none"
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo?.() ?? opener;
        if (!(target instanceof HTMLElement) || !target.isConnected) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900">
        {title}
      </AlertDialogPrimitive.Title>
      <AlertDialogPrimitive.Description className="mt-2 text-sm text-slate-700">
        {description}
      </AlertDialogPrimitive.Description>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialogPrimitive.Cancel asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </AlertDialogPrimitive.Cancel>
        <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </AlertDialogPrimitive.Content>
  );
}
