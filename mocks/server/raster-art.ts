/**
 * The standalone fake's storage answers pictures as an image CDN does: a browser that accepts
 * WebP (its `Accept` says so, as every current browser's image requests do) gets the fake's
 * art (mocks/handlers/art.ts, drawn as SVG) rasterised to WebP at the drawing's own size;
 * anything else (curl, a client that asks for SVG) gets the SVG. The answer varies by `Accept`.
 *
 * Why: a browser paints an SVG picture on the page's main thread, filters and gradients
 * included, again at every paint while the page loads; a bitmap is decoded off the main thread.
 * The fake's art cost a phone (the benchmark's, CPU 4× slower) hundreds of milliseconds of
 * blocked main thread that no real brand's pictures cost (docs/decisions/0030). The in-browser
 * fake (`npm start`, the mock builds) keeps its SVG: no image library runs in a service worker.
 *
 * `FAKE_ART=svg` keeps the SVG for every client. sharp (libvips) rasterises; where it cannot
 * load, the art stays SVG and the server says so once.
 */

/** Rasterises an SVG picture to WebP. */
type Rasteriser = (svg: Uint8Array) => Promise<Uint8Array>;

/** WebP quality: photographs and gradients without visible banding, a banner about 30 KB. */
const WEBP_QUALITY = 78;
/** Pictures kept rasterised (by path and query); the oldest goes first. */
const CACHE_LIMIT = 500;

let rasteriser: Promise<Rasteriser | null> | undefined;

function loadRasteriser(): Promise<Rasteriser | null> {
  rasteriser ??= import('sharp').then(
    ({ default: sharp }): Rasteriser =>
      async (svg) =>
        sharp(svg).webp({ quality: WEBP_QUALITY }).toBuffer(),
    (error: unknown) => {
      console.warn('[mock:server] sharp is not available: storage art stays SVG', error);
      return null;
    },
  );
  return rasteriser;
}

/**
 * Whether the request's `Accept` header names WebP (with a weight above 0). A wildcard does
 * not count: curl, which takes any type, gets the SVG it got before.
 */
export function acceptsWebp(accept: string | null | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** Whether an answer of the fake is storage art that a WebP-taking client gets as WebP. */
export function isRasterisable(pathname: string, contentType: string | null): boolean {
  return (
    process.env.FAKE_ART !== 'svg' &&
    pathname.startsWith('/storage/') &&
    (contentType ?? '').startsWith('image/svg+xml')
  );
}

const cache = new Map<string, Promise<Uint8Array | null>>();

/**
 * The picture as WebP, or null when it cannot be rasterised (no sharp, a drawing it refuses):
 * the caller answers with the SVG then. `key` names the picture (the art is the same for the
 * same path and query); concurrent requests for one picture share one rasterisation.
 */
export function webpArt(key: string, svg: Uint8Array): Promise<Uint8Array | null> {
  const kept = cache.get(key);
  if (kept) {
    // Most recently used last: the oldest is the first to go.
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  const made = loadRasteriser().then(async (rasterise) => {
    if (!rasterise) return null;
    try {
      return await rasterise(svg);
    } catch (error) {
      console.warn(`[mock:server] ${key} could not be rasterised: it stays SVG`, error);
      return null;
    }
  });
  cache.set(key, made);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value ?? key);
  return made;
}
