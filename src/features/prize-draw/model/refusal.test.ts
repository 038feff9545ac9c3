import { describe, expect, it } from 'vitest';
import { drawRefusal } from './refusal';

describe("a draw's refusal is told by the contract's error code", () => {
  it('names no draws left, a closed promotion, a set that does not add up and a used-up budget', () => {
    expect(drawRefusal(422, 'NO_DRAWS_LEFT')).toBe('no_draws_left');
    expect(drawRefusal(422, 'PROMOTION_CLOSED')).toBe('closed');
    expect(drawRefusal(422, 'PRIZE_SET_INVALID')).toBe('set_invalid');
    expect(drawRefusal(422, 'PROMOTION_BUDGET_EXHAUSTED')).toBe('budget');
  });

  it('a 404 is a promotion without prizes; any other failure keeps the server message (null)', () => {
    expect(drawRefusal(404, 'NOT_FOUND')).toBe('not_found');
    expect(drawRefusal(409, 'IDEMPOTENCY_KEY_REUSED')).toBeNull();
    expect(drawRefusal(undefined, undefined)).toBeNull();
  });
});
