import { describe, expect, it } from 'vitest';
import { isVerified } from './verification';

describe('the verified state', () => {
  it('is shown only for the value the server verified, not for a newly typed one', () => {
    expect(isVerified(1, '9123456789', ' 9123456789 ')).toBe(true);
    expect(isVerified(1, '9123456789', '9998887777')).toBe(false);
    expect(isVerified(0, '9123456789', '9123456789')).toBe(false);
    expect(isVerified(1, null, '')).toBe(false);
    expect(isVerified(1, 'A@x.com', 'a@X.com', (value) => value.toLowerCase())).toBe(true);
  });
});
