/**
 * The response headers the built site is served with: one definition for `vite preview`
 * (which the end-to-end journeys run against, so every journey runs under this policy), for
 * the benchmark's static server, for the production server (server/app.ts) and for the
 * hosting instructions in the README.
 *
 * - Scripts: only the site's own files ('self'); no inline script, no eval. A server that renders
 *   the page (server/app.ts) passes a fresh nonce per response: its inline scripts (React
 *   Router's hydration data) carry it, and nothing else inline can run. Still no
 *   'unsafe-inline': a nonce is unguessable, 'unsafe-inline' would admit an injected script.
 * - Styles: 'unsafe-inline', because MUI's emotion inserts <style> elements at run time; style
 *   injection cannot run script under this policy.
 * - Connections: the site's origin plus the API and storage origins it was built for.
 * - Images: the site, the storage origin, data: (MUI icons) and https: (server-configured
 *   banners and game art can live on any CDN).
 * - Frames: https: only, for a game launched in place through the integration URL.
 * - object-src 'none', base-uri 'none', frame-ancestors 'none' (clickjacking), form-action 'self'.
 */
export interface SiteOrigins {
  /** Absolute API base URL, when the build talks to another origin (real mode). */
  apiBaseUrl?: string;
  /** Absolute storage base URL (dictionaries, images), when on another origin. */
  storageBaseUrl?: string;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    // A relative base URL ('/api') is the site's own origin.
    return null;
  }
}

/**
 * A nonce goes into a response header as is: base64 (or base64url) only, so that a caller's
 * mistake cannot add a directive or break the header.
 */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

function scriptSource(nonce: string | undefined): string {
  if (nonce === undefined) return "'self'";
  if (!NONCE.test(nonce)) throw new Error(`Not a base64 nonce: ${JSON.stringify(nonce)}`);
  return `'self' 'nonce-${nonce}'`;
}

export function contentSecurityPolicy(origins: SiteOrigins = {}, nonce?: string): string {
  const extra = [originOf(origins.apiBaseUrl), originOf(origins.storageBaseUrl)].filter(
    (origin): origin is string => origin !== null,
  );
  const connect = ["'self'", ...new Set(extra)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': scriptSource(nonce),
    'style-src': "'self' 'unsafe-inline'",
    'img-src':
      "'self' data: blob: https:" + (extra.length ? ` ${[...new Set(extra)].join(' ')}` : ''),
    'font-src': "'self' data:",
    'connect-src': connect,
    'media-src': "'self' https:",
    'worker-src': "'self'",
    'frame-src': "'self' https:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Every security header of the site, for a host's configuration; with the nonce of the
 * response when a server renders the page (a static host has none).
 */
export function securityHeaders(origins: SiteOrigins = {}, nonce?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins, nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
