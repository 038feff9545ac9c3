import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { createQueryClient } from '@/api/query-client';
import { clearSession, getToken, setToken } from '@/api/session';
import { signOut } from './actions';

const backend = installFakeBackend();
afterEach(() => clearSession());

describe('spec §4: signing out', () => {
  it('clears the session and sends the member home before the server has answered the sign-out', async () => {
    const token = await backend.signIn();
    setToken(token);
    const seen: { tokenAtHome: string | null; serverSession: number | null }[] = [];
    const sessions = () =>
      backend.fake().ctx.db.sessions.findMany((q) => q.where({ token })).length;
    const signingOut = signOut(createQueryClient(), () =>
      seen.push({ tokenAtHome: getToken()?.token ?? null, serverSession: sessions() }),
    );
    // Home at once, with no session left on the page; the server still has it (its answer is
    // on the way). A Sign In pressed now is not closed by a later trip home.
    expect(seen).toEqual([{ tokenAtHome: null, serverSession: 1 }]);
    await signingOut;
    expect(sessions()).toBe(0);
    expect(seen).toHaveLength(1);
  });
});
