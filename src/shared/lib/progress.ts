import { Money } from './money';

/**
 * How far something has come: current of required, as a whole percent (0 to 100), for the
 * progress bars of a promotion's rollover and of a mission.
 */
export function progressPercent(current: string, required: string): number {
  const needed = new Money(required);
  if (needed.lte(0)) return 100;
  const done = new Money(current).dividedBy(needed).times(100).floor().toNumber();
  return Math.max(0, Math.min(100, done));
}
