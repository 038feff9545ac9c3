import { redirect } from 'react-router';
import { aheadScript } from '@/api/http/fetch-ahead';
import { beforeHydration } from '@/shared/lib/before-hydration';
import { MemberOnly } from '../guards';
import {
  askMemberScreenDataEarly,
  memberRedirect,
  MemberRoutes,
  memberScreenAheadUrls,
  preloadMemberScreen,
} from '../member-routes';
import { currentFacts } from '../ssr/facts.server';
import { renderedFor } from '../ssr/rendered-for';

/** What the server tells the page about a member screen (root.tsx reads it for the head). */
export interface MemberAreaData {
  /**
   * The page's head script that asks for the screen's data at once (fetch-ahead.ts), as the
   * server wrote it, so the browser's render of the head is the same; none on a fake.
   */
  aheadScript: string | null;
}

// A page loaded at a member path: its layout's and screen's code are asked for as this module
// runs, rather than one after the other as they render. For a signed-in member the server
// rendered the area itself, and the page hydrates once that code is in: in one pass, before
// any member data can make it disagree with the server's HTML. The screen's data is asked for
// meanwhile, outside the query cache: its queries take those answers once they mount.
if (typeof window !== 'undefined') {
  const loading = preloadMemberScreen(window.location.pathname);
  if (renderedFor() === 'member') {
    beforeHydration(() => loading);
    askMemberScreenDataEarly(window.location.pathname, window.location.search);
  }
}

/**
 * On the server, for a visitor whose marker says member: the layout's and the screen's code is
 * in before the area renders (each renders in its parent's pass, not in a boundary of its own
 * that the browser would hydrate later). A path that only leads to a screen's first tab is
 * answered with a redirect there. On a real API, the screen's data is named for the page's
 * head, which asks for it with the browser's session while the scripts download (issue 30);
 * the fake of a mock build answers only once the page's scripts have started it.
 */
export async function loader({ request }: { request: Request }): Promise<MemberAreaData> {
  const { pathname, search } = new URL(request.url);
  const to = memberRedirect(pathname, search);
  if (to !== null) throw redirect(to);
  await preloadMemberScreen(pathname);
  const facts = currentFacts();
  const urls =
    import.meta.env.VITE_API_MODE === 'real' && facts?.session === 'member'
      ? await memberScreenAheadUrls(pathname, search, facts.locale)
      : [];
  return { aheadScript: urls.length > 0 ? aheadScript(urls) : null };
}

/**
 * A navigation in the browser: the layout's and the screen's code are asked for as it starts
 * (the screens' data as they mount); nothing is fetched from the server.
 */
export function clientLoader({ request }: { request: Request }): null {
  void preloadMemberScreen(new URL(request.url).pathname);
  return null;
}

/**
 * The member centre (spec §2 /member/…): its layout and its screens' routes, made from the
 * features' screen lists (member-screens.ts). For a visitor whose session marker says member,
 * the server sends the layout and the screen in their loading state; the member's data is the
 * browser's to fetch (the session token never leaves it).
 */
export default function MemberArea() {
  return (
    <MemberOnly>
      <MemberRoutes />
    </MemberOnly>
  );
}
