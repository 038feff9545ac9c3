import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setToken } from '@/api/session';
import {
  INACTIVITY_TIMEOUT_MS,
  isInactive,
  lastUserAction,
  recordUserAction,
  resetActionThrottle,
} from './session-rules';

afterEach(() => {
  clearSession();
  resetActionThrottle();
});

describe('spec §4: sign-out after 2 hours without user action', () => {
  it('the timeout is 7,200,000 ms', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(7_200_000);
  });

  it('a session idle for more than 2 hours is inactive; one idle for less is not', () => {
    setToken('t');
    recordUserAction(1_000_000);
    expect(isInactive(1_000_000 + INACTIVITY_TIMEOUT_MS)).toBe(false);
    expect(isInactive(1_000_000 + INACTIVITY_TIMEOUT_MS + 1)).toBe(true);
  });

  it('a guest is never inactive', () => {
    recordUserAction(0);
    expect(isInactive(INACTIVITY_TIMEOUT_MS * 10)).toBe(false);
  });

  it('user actions are recorded at most every 5 seconds', () => {
    recordUserAction(10_000);
    recordUserAction(12_000);
    expect(lastUserAction()).toBe(10_000);
    recordUserAction(15_001);
    expect(lastUserAction()).toBe(15_001);
  });
});
