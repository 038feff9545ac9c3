import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTION_STORAGE_KEY, setToken, signOutThisTab, TAB_SIGNED_OUT_KEY } from '../session';
import { EARLY_ANSWER_MS } from './early';
import { aheadScript, type AheadAnswer, INACTIVITY_LIMIT_MS, takeAheadAnswer } from './fetch-ahead';

const URLS = ['https://api.example/api/member/withdraw/info?locale=th'];

/** The page's head script as the browser runs it: its text alone, in the page's global scope. */
function runHeadScript(urls: readonly string[] = URLS) {
  new Function(aheadScript(urls))();
}

let fetched: { url: string; headers: Record<string, string> }[];

beforeEach(() => {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return new Response(JSON.stringify({ status: 200, message: 'OK', data: 1 }), {
        headers: { 'Content-Type': 'application/json', 'Token-Refresh-Time': '60' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.fortunaAhead;
  localStorage.clear();
  sessionStorage.clear();
});

describe('issue 30: the head script of a member screen asks for its data before the scripts arrive', () => {
  it('asks for each URL with the session the browser keeps, and keeps each answer by its URL', async () => {
    setToken('member-a');
    runHeadScript();
    expect(fetched).toEqual([
      {
        url: URLS[0],
        headers: expect.objectContaining({ Authorization: 'Bearer member-a' }) as unknown,
      },
    ]);
    const answer = await window.fortunaAhead?.[URLS[0] ?? ''];
    expect(answer).toMatchObject({ status: 200, token: 'member-a' });
    expect(answer?.headers).toContainEqual(['token-refresh-time', '60']);
    expect(JSON.parse(answer?.body ?? '')).toEqual({ status: 200, message: 'OK', data: 1 });
  });

  it('asks nothing without a session, in a tab signed out on its own, or past the inactivity limit (spec §4)', () => {
    runHeadScript();
    setToken('member-a');
    signOutThisTab();
    expect(sessionStorage.getItem(TAB_SIGNED_OUT_KEY)).toBe('1');
    runHeadScript();
    sessionStorage.clear();
    localStorage.setItem(
      LAST_ACTION_STORAGE_KEY,
      JSON.stringify(Date.now() - INACTIVITY_LIMIT_MS - 1000),
    );
    runHeadScript();
    expect(fetched).toEqual([]);
    expect(window.fortunaAhead).toBeUndefined();
  });

  it('cannot be closed early by a URL that carries </script>', () => {
    const script = aheadScript(['/api/x?q=</script><script>alert(1)</script>']);
    expect(script).not.toMatch(/<\/script/i);
    setToken('member-a');
    runHeadScript(['/api/x?q=</script>']);
    expect(fetched.map((call) => call.url)).toEqual(['/api/x?q=</script>']);
  });
});

describe('issue 30: an answer the head script fetched', () => {
  const answer = (overrides: Partial<AheadAnswer> = {}): AheadAnswer => ({
    status: 200,
    headers: [],
    body: '{}',
    token: 'member-a',
    at: Date.now(),
    ...overrides,
  });
  const ahead = (value: AheadAnswer | null) => {
    window.fortunaAhead = { [URLS[0] ?? '']: Promise.resolve(value) };
  };

  it('is taken once, by a request with the same URL and token', async () => {
    ahead(answer());
    await expect(takeAheadAnswer('https://api.example/other', 'member-a')).resolves.toBeNull();
    await expect(takeAheadAnswer(URLS[0] ?? '', 'member-a')).resolves.toMatchObject({
      status: 200,
    });
    await expect(takeAheadAnswer(URLS[0] ?? '', 'member-a')).resolves.toBeNull();
  });

  it('is not handed to another session, nor when it failed, nor once it is old', async () => {
    ahead(answer());
    await expect(takeAheadAnswer(URLS[0] ?? '', 'member-b')).resolves.toBeNull();
    ahead(answer({ status: 401 }));
    await expect(takeAheadAnswer(URLS[0] ?? '', 'member-a')).resolves.toBeNull();
    ahead(null);
    await expect(takeAheadAnswer(URLS[0] ?? '', 'member-a')).resolves.toBeNull();
    ahead(answer({ at: Date.now() - EARLY_ANSWER_MS }));
    await expect(takeAheadAnswer(URLS[0] ?? '', 'member-a')).resolves.toBeNull();
  });
});
