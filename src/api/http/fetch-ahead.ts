import { LAST_ACTION_STORAGE_KEY, TAB_SIGNED_OUT_KEY, TOKEN_STORAGE_KEY } from '../session';
import { EARLY_ANSWER_MS } from './early';

/**
 * What the page's head script asks for (issue 30): the member screen's data, by URL, as the
 * browser's HTTP layer would send it, and where the session lives in the browser's storage.
 */
export interface AheadSettings {
  urls: readonly string[];
  tokenKey: string;
  signedOutKey: string;
  lastActionKey: string;
  idleMs: number;
}

/** An answer the head script fetched: the token it was asked with, and when it was asked. */
export interface AheadAnswer {
  status: number;
  headers: [string, string][];
  body: string;
  token: string;
  at: number;
}

declare global {
  interface Window {
    /** The head script's answers, by URL (fetchAhead); each is taken once (takeAheadAnswer). */
    fortunaAhead?: Record<string, Promise<AheadAnswer | null>>;
  }
}

/**
 * The head script (root.tsx): asks for a member screen's data while the HTML is still being
 * read, before the site's scripts have arrived, with the session the browser keeps. It runs as
 * `(${fetchAhead})(settings)`, so it stands alone: no import, no outside name but the
 * browser's. It asks only as the HTTP layer would: not in a tab signed out here, not without a
 * token, not after the inactivity limit (spec §4; client.ts would refuse to send then).
 */
export function fetchAhead(settings: AheadSettings): void {
  try {
    if (window.sessionStorage.getItem(settings.signedOutKey) === '1') return;
    const stored: unknown = JSON.parse(window.localStorage.getItem(settings.tokenKey) ?? 'null');
    const token =
      typeof stored === 'object' &&
      stored !== null &&
      'token' in stored &&
      typeof stored.token === 'string'
        ? stored.token
        : '';
    if (token === '') return;
    const last: unknown = JSON.parse(window.localStorage.getItem(settings.lastActionKey) ?? 'null');
    const at = Date.now();
    if (typeof last === 'number' && at - last > settings.idleMs) return;
    const answers: Record<string, Promise<AheadAnswer | null>> = {};
    for (const url of settings.urls)
      answers[url] = fetch(url, {
        headers: { Accept: 'application/json, text/plain, */*', Authorization: `Bearer ${token}` },
      }).then(
        async (response) => ({
          status: response.status,
          headers: [...response.headers],
          body: await response.text(),
          token,
          at,
        }),
        () => null,
      );
    window.fortunaAhead = answers;
  } catch {
    // Storage the page may not read: the screen asks for its data as it starts.
  }
}

/** The head script for these URLs (a page rendered for a signed-in member, on a real API). */
export function aheadScript(urls: readonly string[]): string {
  const settings: AheadSettings = {
    urls,
    tokenKey: TOKEN_STORAGE_KEY,
    signedOutKey: TAB_SIGNED_OUT_KEY,
    lastActionKey: LAST_ACTION_STORAGE_KEY,
    idleMs: INACTIVITY_LIMIT_MS,
  };
  // In an HTML <script>: no `</script>` may close it early.
  return `(${fetchAhead.toString()})(${JSON.stringify(settings).replace(/</g, '\\u003c')});`;
}

/**
 * Spec §4's inactivity limit (features/auth session-rules.ts INACTIVITY_TIMEOUT_MS, which
 * session-rules.test.ts holds this to): the HTTP layer cannot import a feature.
 */
export const INACTIVITY_LIMIT_MS = 7_200_000;

/**
 * The head script's answer for this URL, once (the next request asks the server), when it was
 * asked with the token this request carries, succeeded, and is younger than EARLY_ANSWER_MS;
 * else null, and the request is sent as usual.
 */
export async function takeAheadAnswer(
  url: string,
  token: string | undefined,
): Promise<AheadAnswer | null> {
  const answers = typeof window === 'undefined' ? undefined : window.fortunaAhead;
  const pending = answers?.[url];
  if (!answers || !pending) return null;
  delete answers[url];
  const answer = await pending;
  return answer &&
    answer.token === token &&
    answer.status >= 200 &&
    answer.status < 300 &&
    Date.now() - answer.at < EARLY_ANSWER_MS
    ? answer
    : null;
}
