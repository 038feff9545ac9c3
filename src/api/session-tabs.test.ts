import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  followSharedSession,
  getToken,
  onSessionChange,
  setToken,
  signOutThisTab,
  TOKEN_STORAGE_KEY,
} from './session';

afterEach(() => {
  sessionStorage.clear();
  clearSession();
});

describe('a password changed in another tab signs this tab out (issue 14)', () => {
  it('this tab stops reading the shared token, which stays for the tab that changed it', () => {
    setToken('shared', null, 'member');
    const heard: (string | null)[] = [];
    const stop = onSessionChange((token) => heard.push(token?.token ?? null));
    signOutThisTab();
    stop();
    expect(getToken()).toBeNull();
    expect(heard).toEqual([null]);
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 'shared',
    });
  });

  it('clearing the session here (the member routes’ guard does) leaves the other tabs’ session alone', () => {
    setToken('shared', null, 'member');
    signOutThisTab();
    clearSession();
    expect(getToken()).toBeNull();
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 'shared',
    });
  });

  it('the other tab’s new token does not sign this tab in again; a reload of this tab does not either', () => {
    setToken('shared', null, 'member');
    signOutThisTab();
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'renewed', refreshAt: null }));
    expect(getToken()).toBeNull();
  });

  it('a sign-in in this tab, or a new sign-in in another tab, brings the tab back', () => {
    setToken('shared', null, 'member');
    signOutThisTab();
    setToken('mine', null, 'member');
    expect(getToken()?.token).toBe('mine');

    signOutThisTab();
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'theirs', refreshAt: null }));
    followSharedSession();
    expect(getToken()?.token).toBe('theirs');
  });
});
