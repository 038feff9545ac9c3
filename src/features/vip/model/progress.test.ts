import { describe, expect, it } from 'vitest';
import { VIP_PROGRESS_ANIMATION_MS, animatedPercent, progressPercent } from './progress';

describe('progress percent to the next level', () => {
  it('is the part reached in whole percent, rounded down', () => {
    expect(progressPercent('3200.00', '5000.00')).toBe(64);
    expect(progressPercent('4999.99', '5000.00')).toBe(99);
    expect(progressPercent('0.00', '5000.00')).toBe(0);
  });

  it('is capped at 100 once the requirement is met or passed', () => {
    expect(progressPercent('5000.00', '5000.00')).toBe(100);
    expect(progressPercent('9000.00', '5000.00')).toBe(100);
  });

  it('a requirement of 0 is met at once', () => {
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });
});

describe('progress animation of 1,500 ms', () => {
  it('runs from 0 to the target over 1,500 ms, easing out', () => {
    expect(VIP_PROGRESS_ANIMATION_MS).toBe(1500);
    expect(animatedPercent(0, 64)).toBe(0);
    const half = animatedPercent(750, 64);
    expect(half).toBeGreaterThan(32);
    expect(half).toBeLessThan(64);
    expect(animatedPercent(1499, 64)).toBeLessThan(64);
    expect(animatedPercent(1500, 64)).toBe(64);
    expect(animatedPercent(5000, 64)).toBe(64);
  });

  it('never moves backwards', () => {
    const values = [0, 100, 400, 800, 1200, 1500].map((ms) => animatedPercent(ms, 80));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('with reduced motion the bar shows the target at once', () => {
    expect(animatedPercent(0, 64, { reducedMotion: true })).toBe(64);
  });
});
