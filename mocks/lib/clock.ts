/**
 * The fake backend's clock. Tests and scenarios move it forward (withdrawals progress,
 * sessions expire) without waiting.
 */
let offsetMs = 0;
/**
 * How far the clock of the page the fake answers is from this one's (the in-browser fake's
 * service worker follows its page's clock: a demo's or a journey's controlled clock moves the
 * site and the fake together). 0 in Node.
 */
let followedMs = 0;

/** Current time in milliseconds, as the fake sees it. */
export function nowMs(): number {
  return Date.now() + followedMs + offsetMs;
}

/** Follows a page's clock from now on: `pageNowMs` is its Date.now() as it sent a request. */
export function followClock(pageNowMs: number): void {
  if (Number.isFinite(pageNowMs) && pageNowMs > 0) followedMs = pageNowMs - Date.now();
}

/** Current time in Unix seconds (the contract's Timestamp). */
export function nowSeconds(): number {
  return Math.floor(nowMs() / 1000);
}

/** Moves the fake's clock forward. */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** How far the clock has been moved forward, in milliseconds (saved with the browser's world). */
export function clockOffsetMs(): number {
  return offsetMs;
}

/**
 * Sets how far the clock is ahead of real time: a restored world carries on where it was, so
 * a reload never moves the fake's clock back (sessions, reality checks, pending limits).
 */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}

/** Puts the clock back to real time. */
export function resetClock(): void {
  offsetMs = 0;
}
