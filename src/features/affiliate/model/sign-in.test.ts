import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http/api-error';
import { refusalKey } from './sign-in';

describe('refusalKey: an agent’s status refuses the sign-in with its own reason', () => {
  it('gives each refusal code its translated reason', () => {
    for (const code of ['AFFILIATE_PENDING', 'AFFILIATE_SUSPENDED', 'NOT_AFFILIATE'])
      expect(refusalKey(new ApiError('unauthorized', 'refused', { status: 403, code }))).toBe(
        `affiliate.sign_in.refused.${code}`,
      );
  });

  it('leaves other failures (wrong password, lockout) to their own message', () => {
    expect(refusalKey(new ApiError('http', 'locked', { status: 429, code: 'LOGIN_LOCKED' }))).toBe(
      undefined,
    );
    expect(refusalKey(new Error('network'))).toBeUndefined();
  });
});
