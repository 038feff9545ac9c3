import { useEffect, useState } from 'react';
import { secondsLeft } from '../model/verification';

/** A countdown: when it started and when it ends (ms). */
export interface CountdownWindow {
  startMs: number;
  untilMs: number;
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
