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
 * cache is told their style names are in the page already and inserts only what is new, in
 * elements after them. Global styles keep emotion's own marks (its `Global` looks for them).
 */
export const SERVER_STYLES_MARK = 'css-ssr';

/** The browser's emotion cache, with the server's styles taken as already in the page. */
export function browserStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[data-emotion^="${SERVER_STYLES_MARK} "]`))
    for (const name of (element.getAttribute('data-emotion') ?? '').split(' ').slice(1))
      cache.inserted[name] = true;
  return cache;
}
