import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_PARAM,
  type Locale,
  SUPPORTED_LOCALES,
} from '@/i18n/locales';
import { PAGE_COOKIES, readCookie } from '@/shared/lib/cookies';
import { readSessionMarker, type SessionMarker } from '@/shared/lib/session-marker';
import { readSidebarState, type SidebarState } from '../layout/sidebar-state';

/** A phone or a desktop: which media queries the server answers true (device-media.ts). */
export type DeviceClass = 'phone' | 'desktop';

/**
 * What the server knows of a page request before it renders (DESIGN.md, "Server rendering
 * rules"): everything comes from the URL, a cookie or a request header, and the browser
 * hydrates with the same values (they travel in the page), so the two renders agree.
 */
export interface RequestFacts {
  /** Spec §1: the `locale` query, then the stored choice (cookie), then Accept-Language. */
  locale: Locale;
  /** The theme switcher's stored choice, as its cookie holds it (JSON), if any. */
  themeChoice: string | null;
  /** Whether a member's or an agent's session is kept in this browser (no token). */
  session: SessionMarker | null;
  /** The member centre's side menu, open or collapsed, as its cookie keeps it (spec §2). */
  sidebar: SidebarState;
  device: DeviceClass;
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** The Content-Security-Policy nonce of this response (the production server's). */
  nonce: string;
}

/** The request header the production server puts the response's CSP nonce in (server/app.ts). */
export const NONCE_HEADER = 'x-fortuna-nonce';

/** The best supported locale of an Accept-Language header, by quality, or null. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    const base = SUPPORTED_LOCALES.find((locale) => locale.split('-')[0] === tag.split('-')[0]);
    if (base) return base;
  }
  return null;
}

const PHONE_AGENT = /Mobi|Android|iPhone|iPod|Windows Phone|Opera Mini/i;

/** The facts of one request (the root route's middleware). */
export function requestFacts(request: Request, publicOrigin?: string): RequestFacts {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const fromQuery = url.searchParams.get(LOCALE_PARAM);
  const fromCookie = readCookie(PAGE_COOKIES.locale, cookies ?? '');
  const locale = isLocale(fromQuery)
    ? fromQuery
    : isLocale(fromCookie)
      ? fromCookie
      : (localeFromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LOCALE);
  return {
    locale,
    themeChoice: readCookie(PAGE_COOKIES.theme, cookies ?? '') ?? null,
    session: readSessionMarker(cookies ?? ''),
    sidebar: readSidebarState(cookies ?? ''),
    device: PHONE_AGENT.test(request.headers.get('user-agent') ?? '') ? 'phone' : 'desktop',
    origin: (publicOrigin || url.origin).replace(/\/+$/, ''),
    nonce: request.headers.get(NONCE_HEADER) ?? '',
  };
}
