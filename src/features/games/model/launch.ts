/** What the third-party integration page needs to know about the player (spec §7). */
export interface IntegrationContext {
  locale: string;
  token: string | null;
  isMobile: boolean;
  /** The site's own base URL, so the provider can send the player back. */
  baseUrl: string;
  theme: string;
  /** Milliseconds since the epoch; defaults to now. */
  timestamp?: number;
}

/**
 * Builds the redirect URL to a third-party integration page with the query parameters of
 * spec §7: locale, token, timestamp, is_mobile, base URL and theme. This is the one URL that
 * carries a token (the integration page needs it to open the game session).
 */
export function integrationUrl(page: string, context: IntegrationContext): string {
  const url = new URL(page, context.baseUrl);
  url.searchParams.set('locale', context.locale);
  if (context.token) url.searchParams.set('token', context.token);
  url.searchParams.set('timestamp', String(context.timestamp ?? Date.now()));
  url.searchParams.set('is_mobile', context.isMobile ? '1' : '0');
  url.searchParams.set('base_url', context.baseUrl);
  url.searchParams.set('theme', context.theme);
  return url.toString();
}

/** Games open in a new window on PC and in place on mobile (the server may say otherwise). */
export function openGame(url: string, mode: 'new_window' | 'in_place'): void {
  if (mode === 'new_window') {
    const opened = window.open(url, '_blank', 'noopener');
    if (opened) return;
  }
  window.location.assign(url);
}
