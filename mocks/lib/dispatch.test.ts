// @vitest-environment node
import { getResponse, http, HttpResponse, matchRequestUrl } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatcher, literalPrefix } from './dispatch.ts';
import { contractOperations, toMswPath } from './route.ts';

describe('the routes behind one handler (issue 18)', () => {
  it('only a route whose method and path match runs', async () => {
    const other = vi.fn(() => HttpResponse.json({ route: 'other' }));
    const routes = [
      http.get('http://x.test/api/a', other),
      http.post('http://x.test/api/b', other),
      http.get('http://x.test/api/b/:id', ({ params }) => HttpResponse.json({ id: params.id })),
    ];
    const response = await getResponse([dispatcher(routes)], new Request('http://x.test/api/b/7'));
    expect(await response?.json()).toEqual({ id: '7' });
    expect(other).not.toHaveBeenCalled();
  });

  it('a route that gives no answer falls through to the next that matches, as in MSW', async () => {
    const routes = [
      http.get('http://x.test/api/*', () => undefined),
      http.get('http://x.test/api/c', () => HttpResponse.text('second')),
    ];
    const response = await getResponse([dispatcher(routes)], new Request('http://x.test/api/c'));
    expect(await response?.text()).toBe('second');
  });

  it('the method matches whatever its case, as in MSW (fetch leaves a lower-case patch as it is)', async () => {
    const routes = [http.patch('http://x.test/api/d', () => HttpResponse.text('patched'))];
    const response = await getResponse(
      [dispatcher(routes)],
      new Request('http://x.test/api/d', { method: 'patch' }),
    );
    expect(await response?.text()).toBe('patched');
  });

  it('a request no route matches is left unanswered for the handlers after it', async () => {
    const routes = [http.get('http://x.test/api/a', () => HttpResponse.text('a'))];
    const after = http.all('*', () => HttpResponse.text('after'));
    const response = await getResponse(
      [dispatcher(routes), after],
      new Request('http://x.test/elsewhere'),
    );
    expect(await response?.text()).toBe('after');
  });
});

describe('the literal prefix a route is asked by (issue 18)', () => {
  const base = 'http://127.0.0.1:5173';
  const sample = (template: string) =>
    template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => `${name.length}x7`);
  // Every route of the contract, and URLs that vary each one as a browser or a client may:
  // the case of scheme and host, a trailing slash, letters sent percent-encoded, a query.
  const paths = [...contractOperations.values()].map(
    ({ base: where, path }) => `${base}${where === 'api' ? '/api' : '/storage'}${toMswPath(path)}`,
  );
  const variants = (url: string) => {
    const { origin, pathname } = new URL(url);
    return [
      url,
      `${url}/`,
      `${url}?locale=en`,
      url.replace(origin, origin.toUpperCase()),
      `${origin}${pathname.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
      `${origin}${pathname.toUpperCase()}`,
    ];
  };

  it('never keeps a route from a URL that MSW matches it with', async () => {
    const urls = paths.flatMap((path) => variants(sample(path)));
    const matched: string[] = [];
    for (const path of paths) {
      expect(literalPrefix(path), path).not.toBeNull();
      const route = dispatcher([http.get(path, () => HttpResponse.text('asked'))]);
      for (const url of urls) {
        if (!matchRequestUrl(new URL(url), path).matches) continue;
        matched.push(url);
        const response = await getResponse([route], new Request(url));
        expect(await response?.text(), `${path} for ${url}`).toBe('asked');
      }
    }
    // Each route matched its own URL at least with and without the trailing slash, and MSW
    // matched letters sent percent-encoded too.
    expect(matched.length).toBeGreaterThanOrEqual(paths.length * 2);
    expect(matched.some((url) => url.includes('%'))).toBe(true);
  });

  it('keeps a route from URLs that do not start as it does', () => {
    expect(literalPrefix(`${base}/api/member/game/:id/balance`)).toBe(`${base}/api/member/game/`);
    expect(literalPrefix(`${base}/api/member/info`)).toBe(`${base}/api/member/info`);
    expect(literalPrefix('HTTP://X.test/api/*')).toBe('http://x.test/api/');
  });

  it('asks a route always where it cannot tell: a relative path, a RegExp', () => {
    expect(literalPrefix('/api/member/info')).toBeNull();
    expect(literalPrefix(/\/api\/member/)).toBeNull();
  });

  it('a route whose path is relative still answers (MSW resolves it)', async () => {
    const routes = [http.get('*/api/e', () => HttpResponse.text('relative'))];
    const response = await getResponse([dispatcher(routes)], new Request('http://x.test/api/e'));
    expect(await response?.text()).toBe('relative');
  });
});
