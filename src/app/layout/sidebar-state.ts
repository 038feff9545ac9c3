import Cookies from 'js-cookie';

/** Spec §2: the member sidebar's state is kept in a cookie. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export type SidebarState = 'open' | 'collapsed';

/** The sidebar's state as the cookie keeps it; open when there is none. */
export function readSidebarState(): SidebarState {
  return Cookies.get(SIDEBAR_COOKIE) === 'collapsed' ? 'collapsed' : 'open';
}

/** Keeps the sidebar's state for a year, for this site only. */
export function writeSidebarState(state: SidebarState): void {
  Cookies.set(SIDEBAR_COOKIE, state, { expires: 365, sameSite: 'Lax', path: '/' });
}
