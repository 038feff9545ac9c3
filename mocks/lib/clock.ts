/**
 * The fake backend's clock. Tests and scenarios move it forward (withdrawals progress,
 * sessions expire) without waiting.
 */
let offsetMs = 0;

/** Current time in milliseconds, as the fake sees it. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** Current time in Unix seconds (the contract's Timestamp). */
export function nowSeconds(): number {
  return Math.floor(nowMs() / 1000);
}

/** Moves the fake's clock forward. */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Puts the clock back to real time. */
export function resetClock(): void {
  offsetMs = 0;
}
