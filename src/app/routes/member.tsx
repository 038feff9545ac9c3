import { useLocation } from 'react-router';
import { MemberOnly } from '../guards';
import { MemberRoutes, preloadMemberScreen } from '../member-routes';

// A page loaded at a member path: its layout's and screen's code are asked for as this module
// runs, before the page hydrates, rather than one after the other as they render.
if (typeof window !== 'undefined') preloadMemberScreen(window.location.pathname);

/**
 * The member centre (spec §2 /member/…): its layout and its screens' routes, made from the
 * features' screen lists (member-screens.ts). The server sends the shell and the area's loading
 * state; the member's data is the browser's to fetch (the session token never leaves it).
 */
export default function MemberArea() {
  const { pathname } = useLocation();
  // A navigation into the area or within it: the layout's and the screen's code together, not
  // the screen's once the layout has come (already loaded code is not asked for again). Not a
  // route clientLoader: without a server loader, one would make the server render a fallback.
  if (typeof window !== 'undefined') preloadMemberScreen(pathname);
  return (
    <MemberOnly>
      <MemberRoutes />
    </MemberOnly>
  );
}
