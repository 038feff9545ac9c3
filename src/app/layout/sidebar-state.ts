import Cookies from 'js-cookie';
import { readCookie } from '@/shared/lib/cookies';

/** Spec §2: the member sidebar's state is kept in a cookie. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export type SidebarState = 'open' | 'collapsed';

/**
 * The sidebar's state as the cookie keeps it, in a `Cookie` request header (the server) or the
 * document's cookies (the browser); open when there is none.
 */
export function readSidebarState(header?: string | null): SidebarState {
  return readCookie(SIDEBAR_COOKIE, header) === 'collapsed' ? 'collapsed' : 'open';
}

/** Keeps the sidebar's state for a year, for this site only. */
export function writeSidebarState(state: SidebarState): void {
  Cookies.set(SIDEBAR_COOKIE, state, { expires: 365, sameSite: 'Lax', path: '/' });
}
