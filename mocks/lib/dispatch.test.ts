// @vitest-environment node
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatcher } from './dispatch.ts';

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
