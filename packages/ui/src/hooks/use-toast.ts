import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Toast store (spec §9): one toast at a time; a dismissed toast stays mounted for its exit
 * animation and is removed from memory after TOAST_REMOVE_DELAY. Display time, swipe and the
 * F8 hotkey live in the Toaster (Radix provider/viewport).
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => {
    if (id !== undefined && t.id !== id) return t;
    scheduleRemoval(t.id);
    return { ...t, open: false };
  });
  emit();
}

/** Forgets every toast at once (a fresh start, e.g. between component tests). */
export function removeAllToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  toasts = [];
  emit();
}

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** A failure toast: the §8 title with the server's message as description. */
export function toastError(title: string, error: unknown, fallback?: string): void {
  const description = error instanceof Error && error.message.trim() ? error.message : fallback;
  toast({ variant: 'destructive', title, description });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = (): ToastItem[] => toasts;

export function useToast() {
  // Not useState + useEffect: a toast raised between the Toaster's first render and its effect
  // (it loads lazily, so this happens right after a page opens) would never be shown.
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: state, toast, dismiss: dismissToast };
}
