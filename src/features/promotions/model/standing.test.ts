import { describe, expect, it } from 'vitest';
import { applyStanding } from './standing';

const daily = { can_apply: false, recurrence: 2, deposit_bonus: true } as const;

describe('why a member may or may not apply', () => {
  it('the server saying yes is Apply, whatever else', () => {
    expect(applyStanding({ ...daily, can_apply: true }, { again: 1 })).toEqual({ kind: 'apply' });
  });

  it("a claim of this period comes first: applied, again from the next period's start", () => {
    expect(applyStanding(daily, { again: 1_800_000_000 })).toEqual({
      kind: 'claimed',
      again: 1_800_000_000,
    });
  });

  it('a deposit bonus with no qualifying deposit asks for a deposit; a first-deposit one says so', () => {
    expect(applyStanding(daily, null)).toEqual({ kind: 'deposit_first' });
    expect(applyStanding({ ...daily, recurrence: 1 }, null)).toEqual({ kind: 'first_deposit' });
  });

  it('a first-deposit bonus is not available to a member with deposits since the first, whatever else', () => {
    const welcome = { ...daily, recurrence: 1, not_eligible: 'FIRST_DEPOSIT_MADE' } as const;
    expect(applyStanding(welcome, null)).toEqual({ kind: 'first_deposit_made' });
    // Not "make your first deposit", and not a claim to wait out.
    expect(applyStanding(welcome, { again: null })).toEqual({ kind: 'first_deposit_made' });
  });

  it('anything else is unavailable', () => {
    expect(applyStanding({ ...daily, qualifying_deposit: '500.00' }, null)).toEqual({
      kind: 'unavailable',
    });
    expect(applyStanding({ ...daily, deposit_bonus: false }, null)).toEqual({
      kind: 'unavailable',
    });
  });
});
