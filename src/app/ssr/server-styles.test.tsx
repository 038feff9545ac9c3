import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserStyleCache, SERVER_STYLES_MARK } from './server-styles';

const added: Element[] = [];

/** What the server wrote into the head: one style element of its own, one global. */
function serverHead(names: string[]): { regular: HTMLStyleElement; global: HTMLStyleElement } {
  const global = document.createElement('style');
  global.setAttribute('data-emotion', 'css-global g1');
  global.setAttribute('data-s', '');
  global.textContent = 'body{margin:0;}';
  const regular = document.createElement('style');
  regular.setAttribute('data-emotion', `${SERVER_STYLES_MARK} ${names.join(' ')}`);
  regular.setAttribute('data-s', '');
  regular.textContent = names.map((name) => `.css-${name}{color:red;}`).join('');
  document.head.append(global, regular);
  added.push(global, regular);
  return { regular, global };
}

// The test's own elements go; the styles other tests' caches put in the head stay.
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

describe('issue 30: the browser takes the server’s styles where they are', () => {
  it('no emotion cache moves the server’s elements, and none inserts their styles again', () => {
    const { regular } = serverHead([]);
    const moves: MutationRecord[] = [];
    const watch = new MutationObserver((records) => moves.push(...records));
    watch.observe(document.head, { childList: true });
    // Emotion's default cache is made as its module loads, the site's as the page starts.
    createCache({ key: 'css' });
    const cache = browserStyleCache();
    render(
      <CacheProvider value={cache}>
        <Box sx={{ p: 2 }}>Styled</Box>
      </CacheProvider>,
    );
    const name = [...screen.getByText('Styled').classList]
      .find((token) => token.startsWith('css-'))
      ?.slice('css-'.length);
    expect(name).toBeDefined();
    watch.disconnect();
    moves.push(...watch.takeRecords());
    // A style the server did not render is inserted in an element after the server's.
    expect(moves.flatMap((record) => [...record.removedNodes])).toEqual([]);
    const inserted = [...document.head.querySelectorAll('style[data-emotion="css"]')].filter(
      (element) => element.textContent?.includes(`.css-${name}{`),
    );
    expect(inserted).toHaveLength(1);
    expect(
      regular.compareDocumentPosition(inserted[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a style the server rendered is taken as in the page already', () => {
    serverHead(['abc123', 'def456']);
    const cache = browserStyleCache();
    expect(cache.inserted.abc123).toBe(true);
    expect(cache.inserted.def456).toBe(true);
    expect(cache.inserted.g1).toBeUndefined();
  });
});
