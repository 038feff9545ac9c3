import { scaleLinear } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { alignedZeroDomains } from './chart-axes';

/** Where zero falls on a 200 px high axis drawn over a domain. */
const zeroAt = (domain: [number, number]) => scaleLinear({ domain, range: [200, 0] })(0);

describe('the chart’s two axes put their zeros on one baseline (issue 34)', () => {
  it('a negative net revenue lowers the sign-ups’ zero to the revenue’s', () => {
    const axes = alignedZeroDomains([0, 3, 7, 2], [-4200, 1500, 9800, -300]);
    expect(zeroAt(axes.left.domain)).toBeCloseTo(zeroAt(axes.right.domain), 6);
    expect(zeroAt(axes.left.domain)).toBeLessThan(200);
    // Every sign-up figure and every revenue figure is inside its axis.
    expect(axes.left.domain[1]).toBeGreaterThanOrEqual(7);
    expect(axes.right.domain[0]).toBeLessThanOrEqual(-4200);
    expect(axes.right.domain[1]).toBeGreaterThanOrEqual(9800);
  });

  it('with nothing below zero both zeros sit on the bottom line', () => {
    const axes = alignedZeroDomains([1, 2], [100, 250]);
    expect(zeroAt(axes.left.domain)).toBe(200);
    expect(zeroAt(axes.right.domain)).toBe(200);
  });

  it('labels the sign-ups in whole numbers and both axes at zero', () => {
    const axes = alignedZeroDomains([0, 1, 3], [-50, 400]);
    expect(axes.left.ticks.every((tick) => Number.isInteger(tick))).toBe(true);
    expect(axes.left.ticks).toContain(0);
    expect(axes.right.ticks).toContain(0);
  });
});
