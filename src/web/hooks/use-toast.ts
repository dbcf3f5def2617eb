import { useEffect, useState, type ReactNode } from 'react';
import { markToasterNeeded } from '@/components/ui/toaster-signal';
import { timings } from '@/config/timings';

/**
 * A small toast store in the shadcn/ui manner: at most `toastLimit` visible, a new toast
 * replaces the old one, and dismissed toasts leave after Radix's exit animation.
 */
type ToastVariant = 'default' | 'destructive';

interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, timings.toastRemoveDelayMs),
  );
}

export function dismissToast(id?: string): void {
  emit(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  markToasterNeeded();
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, timings.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

/** Listens to every change of the visible toasts; returns an unsubscribe. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const [state, setState] = useState(toasts);
  useEffect(() => subscribeToToasts(setState), []);
  return { toasts: state, toast, dismiss: dismissToast };
}
