/**
 * The production server's caching rules, as pure functions (server/app.ts applies them).
 *
 * HTML: a page that depends on who asks (the member centre, the agent portal, anything asked
 * for with a session) must never be kept by a shared cache; every other page may be kept by
 * the edge for a minute and served stale while it revalidates, which absorbs a traffic spike
 * on the home and promotion pages. The HTML also depends on the fortuna-locale and
 * fortuna-theme cookies and on Accept-Language, hence the Vary.
 *
 * Static files: hashed names (/assets/) never change; the rest may change with a deploy; a
 * service worker script must be revalidated on every update check, or a fixed worker reaches
 * browsers only once the cache entry expires.
 */

/** The cookie that marks a signed-in visitor (member or agent). */
export const SESSION_COOKIE = 'fortuna-session';

export const PRIVATE_HTML = 'private, no-store';
export const PUBLIC_HTML = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PUBLIC_HTML_VARY = ['Cookie', 'Accept-Language'] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const STATIC_FILE = 'public, max-age=3600';
export const REVALIDATE = 'no-cache';

export interface HtmlRequest {
  /** The URL's path (a query string, if any, is ignored). */
  path: string;
  /** The request's Cookie header, if any. */
  cookieHeader?: string | undefined;
  /** GET when absent. */
  method?: string | undefined;
  /** The response's status, when known. */
  status?: number | undefined;
  /** Whether the response sets a cookie. */
  setsCookie?: boolean | undefined;
}

export interface HtmlCachePolicy {
  cacheControl: string;
  /** The request headers the answer depends on, for the Vary header (none for private). */
  vary: readonly string[];
}

const PRIVATE: HtmlCachePolicy = { cacheControl: PRIVATE_HTML, vary: [] };
const PUBLIC: HtmlCachePolicy = { cacheControl: PUBLIC_HTML, vary: PUBLIC_HTML_VARY };

/** The agent portal's pages that anyone may see. */
const PUBLIC_AGENT_PAGES = new Set(['/agent/login', '/agent/apply']);

/**
 * The path as React Router matches it: decoded, case-insensitive, without repeated or trailing
 * slashes, and without the `.data` suffix of a single-fetch data request (`/member.data` is the
 * member page's data, and must not slip past the rule as "another path").
 */
export function routePath(path: string): string {
  let decoded = path.split('?')[0] ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Left encoded: React Router will not match it to a member page either.
  }
  const normal = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\.data$/, '')
    .replace(/\/+$/, '');
  return normal.startsWith('/') ? normal : `/${normal}`;
}

function isPrivatePath(path: string): boolean {
  const route = routePath(path);
  const under = (prefix: string) => route === prefix || route.startsWith(`${prefix}/`);
  if (under('/member')) return true;
  return under('/agent') && !PUBLIC_AGENT_PAGES.has(route);
}

/** Whether the Cookie header carries a cookie of that name (whatever its value). */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.split('=')[0]?.trim() === name);
}

/**
 * The Cache-Control (and Vary) of a page React Router renders. Beyond the path and session
 * rules, a few answers are private whatever the page: a form's POST (its answer is for whoever
 * sent it), a server error (an edge must not serve an outage for ten minutes), and an answer
 * that sets a cookie (a shared cache would hand that cookie to everyone).
 */
export function htmlCacheControl(request: HtmlRequest): HtmlCachePolicy {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return PRIVATE;
  if ((request.status ?? 200) >= 500) return PRIVATE;
  if (request.setsCookie) return PRIVATE;
  if (hasCookie(request.cookieHeader, SESSION_COOKIE)) return PRIVATE;
  if (isPrivatePath(request.path)) return PRIVATE;
  return PUBLIC;
}

/**
 * The Cache-Control of a static file of the client build, from its path relative to the build's
 * client folder ('assets/index-abc123.js', 'favicon.svg').
 */
export function staticCacheControl(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  if (parts[0] === 'assets') return IMMUTABLE;
  const name = parts.at(-1) ?? '';
  return name.toLowerCase().includes('worker') ? REVALIDATE : STATIC_FILE;
}
