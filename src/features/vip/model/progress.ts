import Decimal from 'decimal.js';

/** Contract VipProgress: the client animates the progress bars over 1,500 ms. */
export const VIP_PROGRESS_ANIMATION_MS = 1500;

/**
 * How far an amount is towards what the next level requires, in whole percent, rounded down
 * and capped at 100 (a requirement of 0 is met at once).
 */
export function progressPercent(current: string, required: string): number {
  const need = new Decimal(required);
  if (need.lte(0)) return 100;
  const part = new Decimal(current).dividedBy(need).times(100).floor().toNumber();
  return Math.min(100, Math.max(0, part));
}

/**
 * The bar's value at a moment of the animation: from 0 to the target over the duration,
 * easing out (fast first, slowing into place), the target itself once the time is up. With
 * reduced motion the bar shows the target at once.
 */
export function animatedPercent(
  elapsedMs: number,
  target: number,
  { durationMs = VIP_PROGRESS_ANIMATION_MS, reducedMotion = false } = {},
): number {
  if (reducedMotion || durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const t = elapsedMs / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return target * eased;
}
