// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  IMMUTABLE,
  PRIVATE_HTML,
  PUBLIC_HTML,
  REVALIDATE,
  STATIC_FILE,
  hasCookie,
  htmlCacheControl,
  routePath,
  staticCacheControl,
} from './cache-control.ts';

const cacheOf = (path: string, cookieHeader?: string) =>
  htmlCacheControl({ path, cookieHeader }).cacheControl;

describe('htmlCacheControl', () => {
  it('member pages are never cached', () => {
    for (const path of ['/member', '/member/', '/member/wallet', '/member/management/deposits']) {
      expect(cacheOf(path)).toBe(PRIVATE_HTML);
    }
  });

  it('member pages are never cached, however the path is spelt', () => {
    // React Router matches case-insensitively, decodes, and serves a page's data at `.data`.
    for (const path of ['/MEMBER/wallet', '/%6Dember', '//member//wallet', '/member.data']) {
      expect(cacheOf(path)).toBe(PRIVATE_HTML);
    }
    expect(cacheOf('/member/wallet.data?_routes=routes%2Fwallet')).toBe(PRIVATE_HTML);
  });

  it('agent portal pages are never cached', () => {
    for (const path of ['/agent', '/agent/dashboard', '/agent/downline', '/agent/login/next']) {
      expect(cacheOf(path)).toBe(PRIVATE_HTML);
    }
  });

  it("the agent portal's login and application pages are public", () => {
    for (const path of ['/agent/login', '/agent/apply', '/agent/apply/', '/agent/login.data']) {
      expect(cacheOf(path)).toBe(PUBLIC_HTML);
    }
  });

  it('public pages are cacheable at the edge for 60 s', () => {
    for (const path of ['/', '/promotions', '/members', '/agents', '/_root.data']) {
      const policy = htmlCacheControl({ path });
      expect(policy.cacheControl).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
      expect(policy.vary).toEqual(['Cookie', 'Accept-Language']);
    }
  });

  it('a visitor with a session marker gets private HTML', () => {
    const policy = htmlCacheControl({ path: '/', cookieHeader: 'fortuna-session=1' });
    expect(policy).toEqual({ cacheControl: PRIVATE_HTML, vary: [] });
    expect(cacheOf('/promotions', 'fortuna-locale=th; fortuna-session=; a=b')).toBe(PRIVATE_HTML);
  });

  it('a visitor with only locale and theme cookies gets the public page', () => {
    expect(cacheOf('/', 'fortuna-locale=th; fortuna-theme=dark')).toBe(PUBLIC_HTML);
    expect(cacheOf('/', 'not-fortuna-session=1; fortuna-sessionx=1')).toBe(PUBLIC_HTML);
  });

  it('an action, a server error or a cookie being set is never cached', () => {
    expect(htmlCacheControl({ path: '/', method: 'POST' }).cacheControl).toBe(PRIVATE_HTML);
    expect(htmlCacheControl({ path: '/', status: 503 }).cacheControl).toBe(PRIVATE_HTML);
    expect(htmlCacheControl({ path: '/', setsCookie: true }).cacheControl).toBe(PRIVATE_HTML);
    expect(htmlCacheControl({ path: '/', method: 'HEAD', status: 404 }).cacheControl).toBe(
      PUBLIC_HTML,
    );
  });
});

describe('routePath', () => {
  it('normalises a path as the router matches it', () => {
    expect(routePath('/Member/Wallet/?x=1')).toBe('/member/wallet');
    expect(routePath('/')).toBe('/');
    expect(routePath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});

describe('hasCookie', () => {
  it('finds a cookie by its exact name', () => {
    expect(hasCookie('a=1; fortuna-session=x', 'fortuna-session')).toBe(true);
    expect(hasCookie('a=fortuna-session', 'fortuna-session')).toBe(false);
    expect(hasCookie(undefined, 'fortuna-session')).toBe(false);
  });
});

describe('staticCacheControl', () => {
  it('hashed assets are immutable for a year', () => {
    expect(staticCacheControl('assets/index-abc123.js')).toBe(IMMUTABLE);
    expect(staticCacheControl('assets/fake-worker-abc123.js')).toBe(IMMUTABLE);
  });

  it('other static files are kept for an hour', () => {
    for (const path of ['favicon.svg', 'storage/lang/en.json', 'fonts/brand.woff2']) {
      expect(staticCacheControl(path)).toBe(STATIC_FILE);
    }
  });

  it('service worker scripts are revalidated every time', () => {
    for (const path of ['fortuna-fake-worker.js', 'start-fake-worker.js', 'fake-worker-x.js']) {
      expect(staticCacheControl(path)).toBe(REVALIDATE);
    }
  });
});
