/**
 * Countdowns to a tournament's start or end, on the server's clock: the server said what time
 * it was (`serverNow`, Unix seconds) in an answer the device received at `receivedAtMs`; the
 * device's clock only measures the time since (a device set to the wrong time, or the fake's
 * clock moved on, still counts down to the right moment).
 */
export interface ServerClock {
  serverNow: number;
  receivedAtMs: number;
}

/** Whole seconds from now to `target` (Unix seconds) on the server's clock, never below 0. */
export function secondsUntil(target: number, clock: ServerClock, nowMs: number): number {
  const elapsed = (nowMs - clock.receivedAtMs) / 1000;
  return Math.max(0, Math.floor(target - clock.serverNow - elapsed));
}

/** A span as days and a clock: 93784 s → { days: 1, clock: '02:03:04' }. */
export function splitDuration(seconds: number): { days: number; clock: string } {
  const whole = Math.max(0, Math.floor(seconds));
  const days = Math.floor(whole / 86400);
  const rest = whole % 86400;
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    days,
    clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}
