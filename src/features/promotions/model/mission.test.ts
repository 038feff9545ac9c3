import { describe, expect, it } from 'vitest';
import { canClaim, missionPercent } from './mission';

describe('mission progress bar: progress of target', () => {
  it('is a whole percent from 0 to 100', () => {
    expect(missionPercent({ progress: '1250.50', target: '3000.00' })).toBe(41);
    expect(missionPercent({ progress: '7', target: '5' })).toBe(100);
    expect(missionPercent({ progress: '0', target: '0' })).toBe(100);
  });
});

describe('claim a mission once', () => {
  it('is offered only while it is claimable, not before and not after', () => {
    expect(canClaim({ status: 1 })).toBe(false);
    expect(canClaim({ status: 2 })).toBe(true);
    expect(canClaim({ status: 3 })).toBe(false);
  });
});
