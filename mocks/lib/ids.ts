import { nowSeconds } from './clock.ts';
import { orderNo } from './site-time.ts';

/**
 * The next id of a collection: one past the highest id in use, and at least `floor + 1` so
 * new records follow the seeded numbering (@msw/data has no auto-increment).
 */
export function nextId(ids: readonly number[], floor = 0): number {
  return Math.max(floor, ...ids) + 1;
}

/**
 * A new order of a collection: its id (see nextId), the time it is placed and its order
 * number (`prefix`, the site date, the id).
 */
export function newOrder(records: readonly { id: number }[], floor: number, prefix: string) {
  const now = nowSeconds();
  const ids = records.map((record) => record.id);
  const id = nextId(ids, floor);
  return { id, now, no: orderNo(prefix, id, now) };
}
