/**
 * The next id of a collection: one past the highest id in use, and at least `floor + 1` so
 * new records follow the seeded numbering (@msw/data has no auto-increment).
 */
export function nextId(ids: readonly number[], floor = 0): number {
  return Math.max(floor, ...ids) + 1;
}
