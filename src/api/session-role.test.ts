import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getRole, setToken, TOKEN_STORAGE_KEY } from './session';

afterEach(() => clearSession());

describe('account roles in the session (spec §3 account type: 1 Affiliate, 2 Member)', () => {
  it('a sign-in names the role; a refreshed token keeps it', () => {
    setToken('agent-token', null, 'agent');
    expect(getRole()).toBe('agent');
    // A refresh from the response headers (src/api/http/client.ts) names no role.
    setToken('agent-token-2', 1_800_000_000_000);
    expect(getRole()).toBe('agent');
  });

  it('a session stored before roles were kept is a member’s; signed out there is none', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'old', refreshAt: null }));
    expect(getRole()).toBe('member');
    clearSession();
    expect(getRole()).toBeNull();
  });
});
