import { describe, expect, it } from 'vitest';
import { probabilitySum, totalProbabilityEqualsStated } from './prize-set';

const set = (...probabilities: string[]) => probabilities.map((probability) => ({ probability }));

describe('spec §5: the total winning probability must equal the stated total', () => {
  it('holds when the probabilities total the stated total exactly', () => {
    expect(totalProbabilityEqualsStated(set('50', '30', '14.5', '0.5'), '95')).toBe(true);
    expect(totalProbabilityEqualsStated(set('40', '30', '18', '8', '2.25', '0.25'), '98.5')).toBe(
      true,
    );
    expect(totalProbabilityEqualsStated(set('100'), '100.00')).toBe(true);
  });

  it('is decimal arithmetic: 0.1 + 0.2 totals 0.3 (a float sum would not)', () => {
    expect(totalProbabilityEqualsStated(set('0.1', '0.2'), '0.3')).toBe(true);
    expect(probabilitySum(set('0.1', '0.2')).toString()).toBe('0.3');
  });

  it('fails when they total more or less than stated, by any amount', () => {
    expect(totalProbabilityEqualsStated(set('50', '30', '14.5', '0.5'), '100')).toBe(false);
    expect(totalProbabilityEqualsStated(set('50', '30', '14.5', '0.5001'), '95')).toBe(false);
    expect(totalProbabilityEqualsStated(set('50', '30', '14.4999', '0.5'), '95')).toBe(false);
  });

  it('fails for a negative probability even when the total matches, or text that is no number', () => {
    expect(totalProbabilityEqualsStated(set('60', '-5'), '55')).toBe(false);
    expect(totalProbabilityEqualsStated(set('50', 'half'), '100')).toBe(false);
    expect(totalProbabilityEqualsStated(set('50'), 'all')).toBe(false);
  });
});
