import { describe, expect, it } from 'vitest';
import { DEFAULT_RESEND_SECONDS, resendAt, secondsLeft } from './use-countdown';

describe('the resend countdown', () => {
  it('another code may be asked for resend_after seconds after sending (60 when the server gives none)', () => {
    expect(resendAt(1_000, 90)).toBe(91_000);
    expect(resendAt(1_000, undefined)).toBe(1_000 + DEFAULT_RESEND_SECONDS * 1000);
  });

  it('counts whole seconds left, rounded up, never below 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});
