import Cookies from 'js-cookie';

/**
 * The cookies the server reads to render a page as the browser will hydrate it
 * (docs/decisions/0029): the visitor's language, their theme choice and whether a session is
 * kept in this browser. None is a secret: the session token itself never leaves local storage.
 */
export const PAGE_COOKIES = {
  locale: 'fortuna-locale',
  theme: 'fortuna-theme',
  session: 'fortuna-session',
} as const;

const YEAR_DAYS = 365;

/** Writes one of the page's cookies for the whole site (a year; `null` removes it). */
export function writePageCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  if (value === null) Cookies.remove(name, { path: '/' });
  else Cookies.set(name, value, { path: '/', expires: YEAR_DAYS, sameSite: 'Lax' });
}

/** One cookie of a `Cookie` request header (the server), or of the document (the browser). */
export function readCookie(name: string, header?: string | null): string | undefined {
  const source = header ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of source.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
