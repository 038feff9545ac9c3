/**
 * The page's scripts come after its pictures (issue 29): every `<link rel="modulepreload">` of
 * the head (React Router's scripts of the route, the lazily loaded parts the server rendered)
 * is fetched at low priority.
 *
 * On a phone network the link is the limit: the banner or the promotion's picture that is the
 * page's largest element shared it with 320 KiB of scripts and the dictionary, all asked for by
 * the head at once; on the bench's link the promotions' first pictures took 400 ms to arrive
 * where the same picture alone takes 90 ms. At low priority the browser gives the pictures the
 * link first; the scripts still download from the start and, the link being full either way,
 * finish when they did: hydration is not later (decision 0029). React Router's `<Scripts>` has no way to say so, hence the
 * rewrite of the server's head, which is whole in one piece before the stream starts
 * (emotion-styles.server.ts).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"((?:(?!fetchpriority=)[^>])*?)\s*(\/?)>/gi;

/** The head's HTML with its module preloads at low priority. */
export function scriptsAfterPictures(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload"$1 fetchpriority="low"$2>');
}
