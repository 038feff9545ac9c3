import { useEffect, useState } from 'react';

/** When a server that sent a code gives no wait, another may be asked for after this long (spec §9). */
export const DEFAULT_RESEND_SECONDS = 60;

/** A countdown: when it started and when it ends (ms). */
export interface CountdownWindow {
  startMs: number;
  untilMs: number;
}

/** The moment (ms) another code may be asked for: `resend_after` seconds after sending. */
export function resendAt(sentAtMs: number, resendAfterSeconds: number | undefined): number {
  return sentAtMs + (resendAfterSeconds ?? DEFAULT_RESEND_SECONDS) * 1000;
}

/** The resend countdown that starts now, `resend_after` seconds long (a code was just sent). */
export function resendCountdown(resendAfterSeconds: number | undefined): CountdownWindow {
  const startMs = Date.now();
  return { startMs, untilMs: resendAt(startMs, resendAfterSeconds) };
}

/** Whole seconds left of a countdown (rounded up, never below 0). */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** Whole seconds left of a countdown (none: 0), ticking each second while above 0. */
export function useCountdown(countdown: CountdownWindow | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (countdown === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(countdown.untilMs, current) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [countdown]);
  // Until the first tick, the clock reads the countdown's start.
  return countdown === null ? 0 : secondsLeft(countdown.untilMs, Math.max(now, countdown.startMs));
}
