import type * as NotistackModule from 'notistack';
import type { VariantType } from 'notistack';

/** Toast kinds of spec §3 (1 warning, 2 success, 3 danger, 4 info). */
export type ToastKind = 'warning' | 'success' | 'danger' | 'info';

/** Spec §9: toasts last 3000 ms; error toasts 5 s; identical toasts are de-duplicated. */
export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 5000;

const VARIANT: Record<ToastKind, VariantType> = {
  warning: 'warning',
  success: 'success',
  danger: 'error',
  info: 'info',
};

type Notistack = typeof NotistackModule;

/**
 * The toast library loads with the first toast, not with home (issue 6): the first toast asks
 * ToastHost (toast-host.tsx) to mount notistack's provider, and is shown once it is mounted.
 */
let requested = false;
const listeners = new Set<() => void>();
let markReady: (library: Notistack) => void = () => undefined;
const ready = new Promise<Notistack>((resolve) => {
  markReady = resolve;
});

export const toastHost = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: (): boolean => requested,
  /** Called by the host once notistack's provider is mounted. */
  ready: (library: Notistack): void => markReady(library),
};

/** Shows a toast; a toast identical to one on screen is not shown twice. */
export function toast(kind: ToastKind, message: string, durationMs?: number): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void ready.then(({ enqueueSnackbar }) =>
    enqueueSnackbar(message, toastOptions(kind, durationMs)),
  );
}

/** notistack's options for a toast: its variant, how long it stays, no duplicates. */
export function toastOptions(kind: ToastKind, durationMs?: number) {
  return {
    variant: VARIANT[kind],
    autoHideDuration:
      durationMs ?? (kind === 'danger' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS),
    preventDuplicate: true,
  };
}
