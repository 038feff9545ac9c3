import { describe, expect, it } from 'vitest';
import { DEFAULT_RESEND_SECONDS, isVerified, resendAt, secondsLeft } from './verification';

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

describe('the verified state', () => {
  it('is shown only for the value the server verified, not for a newly typed one', () => {
    expect(isVerified(1, '9123456789', ' 9123456789 ')).toBe(true);
    expect(isVerified(1, '9123456789', '9998887777')).toBe(false);
    expect(isVerified(0, '9123456789', '9123456789')).toBe(false);
    expect(isVerified(1, null, '')).toBe(false);
    expect(isVerified(1, 'A@x.com', 'a@X.com', (value) => value.toLowerCase())).toBe(true);
  });
});
