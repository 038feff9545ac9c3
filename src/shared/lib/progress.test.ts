import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progress (rollover, mission): current of required', () => {
  it('is the share done, as a whole percent from 0 to 100', () => {
    expect(progressPercent('8450.00', '24000.00')).toBe(35);
    expect(progressPercent('30000', '24000')).toBe(100);
    expect(progressPercent('0', '0')).toBe(100);
  });
});
