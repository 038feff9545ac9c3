import { CacheProvider, Global } from '@emotion/react';
import createCache from '@emotion/cache';
import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserStyleCache, SERVER_STYLES_MARK } from './server-styles';

const added: Element[] = [];

/** A style element as the server writes it (emotion-styles.server.ts), added to `parent`. */
function serverStyle(parent: HTMLElement, mark: string, css: string): HTMLStyleElement {
  const element = document.createElement('style');
  element.setAttribute('data-emotion', mark);
  element.setAttribute('data-s', '');
  element.textContent = css;
  parent.append(element);
  added.push(element);
  return element;
}

/** The emotion style name of the class an element got. */
const styleName = (element: HTMLElement) =>
  [...element.classList].find((token) => token.startsWith('css-'))?.slice('css-'.length) ?? '';

/** The browser's style elements that define `.css-<name>`. */
const definitions = (name: string) =>
  [...document.querySelectorAll('style[data-emotion="css"]')].filter((element) =>
    element.textContent?.includes(`.css-${name}{`),
  );

// The test's own elements go; the styles other tests' caches put in the head stay.
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

describe('issue 30: the browser takes the server’s styles where they are', () => {
  it('no emotion cache moves the server’s elements, and only new styles are inserted, after them', () => {
    // The style name the server would have rendered for this Box.
    const probe = render(
      <CacheProvider value={createCache({ key: 'css' })}>
        <Box sx={{ p: 3, m: 1 }}>Probe</Box>
      </CacheProvider>,
    );
    const served = styleName(screen.getByText('Probe'));
    probe.unmount();
    const global = serverStyle(document.head, 'css-global g1', 'body{margin:0;}');
    const regular = serverStyle(
      document.head,
      `${SERVER_STYLES_MARK} ${served}`,
      `.css-${served}{padding:24px;}`,
    );
    const moves: Node[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((record) => moves.push(...record.removedNodes)),
    );
    watch.observe(document.head, { childList: true });
    // Emotion's default cache is made as its module loads, the site's as the page starts.
    createCache({ key: 'css' });
    const cache = browserStyleCache();
    const before = definitions(served).length;
    render(
      <CacheProvider value={cache}>
        <Box sx={{ p: 3, m: 1 }}>Served</Box>
        <Box sx={{ p: 5, m: 2 }}>New</Box>
      </CacheProvider>,
    );
    watch.disconnect();
    watch.takeRecords().forEach((record) => moves.push(...record.removedNodes));
    expect(moves).toEqual([]);
    expect(styleName(screen.getByText('Served'))).toBe(served);
    expect(definitions(served)).toHaveLength(before);
    const inserted = definitions(styleName(screen.getByText('New')));
    expect(inserted).toHaveLength(1);
    const after = regular.compareDocumentPosition(inserted[0] as Node);
    expect(after & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(global.nextElementSibling).toBe(regular);
  });

  it('a global style stays before the server’s styles, as the server wrote it', () => {
    const regular = serverStyle(document.head, `${SERVER_STYLES_MARK} abc`, '.css-abc{}');
    render(
      <CacheProvider value={browserStyleCache()}>
        <Global styles={{ body: { margin: 0 } }} />
      </CacheProvider>,
    );
    const globals = [...document.head.querySelectorAll('style[data-emotion^="css-global"]')];
    expect(globals.length).toBeGreaterThan(0);
    for (const element of globals)
      expect(
        element.compareDocumentPosition(regular) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('styles a later section streamed into the body join the head’s, in order', () => {
    const first = serverStyle(document.head, `${SERVER_STYLES_MARK} s1`, '.css-s1{}');
    const later = serverStyle(document.body, `${SERVER_STYLES_MARK} s2`, '.css-s2{}');
    const cache = browserStyleCache();
    expect(later.parentNode).toBe(document.head);
    expect(first.nextElementSibling).toBe(later);
    expect(cache.inserted.s1).toBe(true);
    expect(cache.inserted.s2).toBe(true);
    expect(cache.inserted.g1).toBeUndefined();
  });
});
