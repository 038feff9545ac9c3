import { describe, expect, it } from 'vitest';
import { prizeAtRotation, rotationToPrize, SPIN_TURNS, wheelSlices } from './wheel';

describe('the wheel stops with the prize the server drew under the pointer', () => {
  it.each([4, 6, 7])('for every slice of a %i-slice wheel, from any rotation', (count) => {
    for (const start of [0, 45, 725.5, 1800]) {
      for (let index = 0; index < count; index++) {
        const next = rotationToPrize(index, count, start);
        expect(prizeAtRotation(next, count)).toBe(index);
        // Always forward, at least the full turns of a spin and less than one more.
        expect(next).toBeGreaterThan(start + (SPIN_TURNS - 1) * 360);
        expect(next - start).toBeLessThanOrEqual((SPIN_TURNS + 1) * 360);
      }
    }
  });

  it('without turns (reduced motion) it still lands on the prize, moving forward', () => {
    const next = rotationToPrize(2, 6, 100, 0);
    expect(prizeAtRotation(next, 6)).toBe(2);
    expect(next).toBeGreaterThan(100);
    expect(next).toBeLessThanOrEqual(460);
  });
});

describe('the wheel has a no-prize slice exactly when the stated total is under 100 %', () => {
  it('adds it after the prizes under 100 %, none at 100 %', () => {
    expect(wheelSlices(['a', 'b'], '95').map((slice) => slice.kind)).toEqual([
      'prize',
      'prize',
      'miss',
    ]);
    expect(wheelSlices(['a', 'b'], '100').map((slice) => slice.kind)).toEqual(['prize', 'prize']);
  });
});
