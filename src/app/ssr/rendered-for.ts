import { readSessionMarker, type SessionMarker } from '@/shared/lib/session-marker';
import { PAGE_COOKIES } from '@/shared/lib/cookies';

/**
 * Whose session the server rendered this page for (its head's `fortuna-session`, root.tsx), as
 * a route module can read it while it loads, before the page hydrates; null on the server.
 */
export function renderedFor(): SessionMarker | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector('meta[name="fortuna-session"]')?.getAttribute('content');
  return readSessionMarker(`${PAGE_COOKIES.session}=${meta ?? ''}`);
}
