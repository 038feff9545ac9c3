import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * How the server's style elements are marked (`data-emotion="css-ssr <names>"`, see
 * emotion-styles.server.ts), and how the browser's styles take them over without moving them.
 *
 * Emotion's own browser cache hydrates a server's styles (`data-emotion="css <names>"`) by
 * moving each element to the end of the head, and Chromium rebuilds a style sheet each time
 * its element moves, wherever to: home's 58 KB of shell styles were parsed a second time, and
 * the page's styles recalculated, inside the start-up task (about 25 ms on the bench's phone).
 * The server's elements are marked otherwise, so no emotion cache finds them; the browser's
 * cache takes them as its first elements, where they are, with their style names as inserted:
 * it inserts the styles it does not find in the page as it starts, in elements after them.
 * Global styles keep emotion's own marks (its `Global` looks for them, and puts them back
 * before the cache's first element, as the server wrote them).
 */
export const SERVER_STYLES_MARK = 'css-ssr';

/** The browser's emotion cache, with the server's styles taken as already in the page. */
export function browserStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const head = document.head;
  let last: Element | null = null;
  for (const element of document.querySelectorAll<HTMLStyleElement>(
    `style[data-emotion^="${SERVER_STYLES_MARK} "]`,
  )) {
    // A section streamed later wrote its (few) styles before it, in the body: they join the
    // head's, in their order, so that what the browser inserts comes after all of them.
    if (element.parentNode !== head) head.insertBefore(element, last ? last.nextSibling : null);
    last = element;
    for (const name of (element.getAttribute('data-emotion') ?? '').split(' ').slice(1))
      cache.inserted[name] = true;
    cache.sheet.tags.push(element);
  }
  return cache;
}
