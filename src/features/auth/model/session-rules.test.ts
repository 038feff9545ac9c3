import { afterEach, describe, expect, it } from 'vitest';
import { INACTIVITY_LIMIT_MS } from '@/api/http/fetch-ahead';
import { clearSession, CROSS_TAB_KEY, setToken } from '@/api/session';
import {
  crossTabMessage,
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

describe('cross-tab session messages (spec §9: a local-storage key)', () => {
  const event = (key: string, value: string | null) =>
    new StorageEvent('storage', { key, newValue: value });

  it('reads sign-in, sign-out and a password changed in another tab; nothing else', () => {
    for (const type of ['signed-in', 'signed-out', 'password-changed'] as const)
      expect(crossTabMessage(event(CROSS_TAB_KEY, JSON.stringify({ type, at: 1 })))).toEqual({
        type,
        at: 1,
      });
    expect(crossTabMessage(event(CROSS_TAB_KEY, JSON.stringify({ type: 'other', at: 1 })))).toBe(
      null,
    );
    expect(crossTabMessage(event(CROSS_TAB_KEY, 'not json'))).toBeNull();
    expect(
      crossTabMessage(event('another-key', JSON.stringify({ type: 'signed-out' }))),
    ).toBeNull();
  });
});

describe('spec §4: the inactivity limit', () => {
  it('is the one a member screen’s head script keeps to (it asks nothing for a session past it)', () => {
    expect(INACTIVITY_LIMIT_MS).toBe(INACTIVITY_TIMEOUT_MS);
  });
});
