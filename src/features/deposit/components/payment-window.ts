import { useMemo, useRef } from 'react';

/**
 * A window for a gateway's payment page, opened blank at the member's click: the address is
 * known only once the deposit is made, and a browser lets a page open a window only while it
 * handles a click. Null when the browser blocked it.
 */
export function openPaymentWindow(): Window | null {
  const opened = window.open('', '_blank');
  // The gateway's page must not reach back into the site.
  if (opened) opened.opener = null;
  return opened;
}

/** Sends the window opened at the click to the payment page; false when it is gone or blocked. */
export function sendPaymentWindow(opened: Window | null, payUrl: string): boolean {
  if (!opened || opened.closed) return false;
  opened.location.href = payUrl;
  return true;
}

/** Closes the window opened at the click when no payment page will come (the deposit failed). */
export function closePaymentWindow(opened: Window | null): void {
  if (opened && !opened.closed) opened.close();
}

/**
 * The payment window of one form: opened at the press when the form will be sent, taken by
 * the deposit once made (to send it to the payment page), closed when the deposit failed.
 */
export function usePaymentWindow() {
  const opened = useRef<Window | null>(null);
  return useMemo(
    () => ({
      openAtPress: (willSend: boolean) => {
        opened.current = willSend ? openPaymentWindow() : null;
      },
      take: () => {
        const taken = opened.current;
        opened.current = null;
        return taken;
      },
      close: () => {
        closePaymentWindow(opened.current);
        opened.current = null;
      },
    }),
    [],
  );
}
