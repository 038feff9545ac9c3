import { enqueueSnackbar, type VariantType } from 'notistack';

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

/** Shows a toast; a toast identical to one on screen is not shown twice. */
export function toast(kind: ToastKind, message: string, durationMs?: number): void {
  enqueueSnackbar(message, {
    variant: VARIANT[kind],
    autoHideDuration:
      durationMs ?? (kind === 'danger' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS),
    preventDuplicate: true,
  });
}
