import { Money } from '@/shared/lib/money';

/**
 * The roulette wheel's geometry: the prizes sit in equal slices in wheel order, the first
 * centred under the pointer at the top when the wheel is at rest (rotation 0). The server
 * decides the prize; the wheel only turns to show it.
 */

/** Full turns the wheel makes before it stops (with motion). */
export const SPIN_TURNS = 5;
/** How long a spin takes, in ms. */
export const SPIN_MS = 4000;

/** The angle (degrees) one slice of a wheel of `count` prizes spans. */
export const sliceAngle = (count: number): number => 360 / count;

/**
 * The wheel's next rotation (degrees, clockwise, growing) that brings slice `index` under the
 * pointer after `turns` more full turns from `current`. The pointer is at the top: slice i's
 * centre is at i x slice clockwise from it, so the wheel turns back by that much.
 */
export function rotationToPrize(
  index: number,
  count: number,
  current: number,
  turns: number = SPIN_TURNS,
): number {
  const target = (360 - index * sliceAngle(count)) % 360;
  const base = current - (((current % 360) + 360) % 360);
  let next = base + target + turns * 360;
  if (next <= current) next += 360;
  return next;
}

/** The slice under the pointer at a rotation (the inverse of rotationToPrize). */
export function prizeAtRotation(rotation: number, count: number): number {
  const slice = sliceAngle(count);
  const turned = (((-rotation % 360) + 360) % 360) + slice / 2;
  return Math.floor(turned / slice) % count;
}

/** A slice of the wheel: a prize, or the 'no prize' slice. */
export type WheelSlice<P> = { kind: 'prize'; prize: P } | { kind: 'miss' };

/**
 * The wheel's slices: the prizes in wheel order, and one 'no prize' slice when the stated total
 * is under 100 %, as a draw may then win nothing (it stops there).
 */
export function wheelSlices<P>(prizes: readonly P[], statedTotal: string): WheelSlice<P>[] {
  const slices: WheelSlice<P>[] = prizes.map((prize) => ({ kind: 'prize', prize }));
  return new Money(statedTotal).lessThan(100) ? [...slices, { kind: 'miss' }] : slices;
}

/** The SVG path of slice `index` of a wheel of `count` slices, radius r, centre (r, r). */
export function slicePath(index: number, count: number, r: number): string {
  if (count === 1) return `M ${r} 0 A ${r} ${r} 0 1 1 ${r - 0.01} 0 Z`;
  const slice = sliceAngle(count);
  const start = ((index * slice - slice / 2 - 90) * Math.PI) / 180;
  const end = ((index * slice + slice / 2 - 90) * Math.PI) / 180;
  const point = (angle: number) =>
    `${(r + r * Math.cos(angle)).toFixed(3)} ${(r + r * Math.sin(angle)).toFixed(3)}`;
  return `M ${r} ${r} L ${point(start)} A ${r} ${r} 0 ${slice > 180 ? 1 : 0} 1 ${point(end)} Z`;
}
