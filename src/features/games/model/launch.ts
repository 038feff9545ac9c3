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

/**
 * A window for a game, opened at once while the click still counts as the user's (popup
 * blockers refuse windows opened later, after the launch call answers). It is pointed at the
 * game when the URL arrives, or closed if the launch fails.
 */
export interface GameWindow {
  go: (url: string, mode: 'new_window' | 'in_place') => void;
  cancel: () => void;
}

export function prepareGameWindow(newWindow: boolean): GameWindow {
  const opened = newWindow ? window.open('about:blank', '_blank') : null;
  if (opened) opened.opener = null;
  return {
    go(url, mode) {
      if (mode === 'new_window' && opened && !opened.closed) {
        opened.location.href = url;
        return;
      }
      opened?.close();
      window.location.assign(url);
    },
    cancel() {
      opened?.close();
    },
  };
}
