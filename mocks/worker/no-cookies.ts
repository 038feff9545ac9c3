/**
 * What the fake's service worker gives MSW's cookie store in place of tough-cookie (the alias
 * is in scripts/lib/fake-worker-plugin.ts; issue 18): the fake sets and reads no cookies (its
 * sessions are bearer tokens, its answers set none), so the jar is always empty. tough-cookie
 * and its public suffix list were a sixth of the worker's script, which the browser reads and
 * compiles before the fake can start. Only what MSW's cookie store calls is here.
 */
export class Cookie {
  /** A kept cookie, from MSW's storage: none is ever kept. */
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

export class CookieJar {
  /** The cookies a request to `url` would carry: none. */
  getCookiesSync(): Cookie[] {
    return [];
  }

  /** A cookie an answer sets: the fake's never do; one would be dropped. */
  async setCookie(): Promise<void> {}
}
