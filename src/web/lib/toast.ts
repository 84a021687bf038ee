import { useSyncExternalStore } from 'react';
import { TOAST } from '../../contract/constants';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive';
  open: boolean;
}

type Listener = () => void;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; at most TOAST.limit at a time, the newest replacing the oldest. */
export function toast(message: Omit<ToastMessage, 'id' | 'open'>): void {
  const id = nextId++;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST.limit));
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
