import { matchRoutes, Navigate, resolvePath, type RouteObject, useRoutes } from 'react-router';
import { aheadUrls } from '@/api/http/client';
import { askEarly } from '@/api/http/early';
import type { LazyScreen, ScreenDef } from '@/shared/lib/screens';
import { sitePaths } from '@/shared/lib/paths';
import { PartBoundary, screenPart } from '@/shared/ui/preloadable';
import { AreaLoading } from './guards';
import { memberScreens } from './member-screens';

/**
 * A screen's element: its component in a loading boundary of its own only if its code is not in
 * yet (a page the server rendered hydrates it in the page's pass: PartBoundary).
 */
function screenElement(load: LazyScreen) {
  return <PartBoundary part={screenPart(load)} fallback={<AreaLoading />} />;
}

/** A member screen's route under /member: its path there, its component and its sub-views. */
function memberRoute<User, Permission extends string>(
  screen: ScreenDef<User, Permission>,
): RouteObject {
  return {
    path: screen.path.replace(/^\/member\//, ''),
    element: screenElement(screen.lazy),
    handle: { load: screen.lazy } satisfies Preload,
    children: screen.children?.map((child) =>
      child.redirectTo !== undefined
        ? {
            index: true,
            element: <Navigate to={child.redirectTo} replace />,
            handle: { redirectTo: child.redirectTo } satisfies Preload,
          }
        : {
            path: child.path,
            element: child.lazy ? screenElement(child.lazy) : null,
            handle: { load: child.lazy } satisfies Preload,
          },
    ),
  };
}

/**
 * What a member route's code is (loaded ahead of its render by preloadMemberScreen), or where
 * it leads (a screen's first tab: memberRedirect).
 */
interface Preload {
  load?: LazyScreen;
  redirectTo?: string;
}

const loadLayout: LazyScreen = async () => ({
  Component: (await import('./layout/member-layout')).MemberLayout,
});

/**
 * The member centre's routes, made from every feature's screen list (member-screens.ts): the
 * centre's layout around them, and unknown member paths home. Adding a screen touches its
 * feature's screens.ts, nothing here.
 */
const routes: RouteObject[] = [
  {
    element: screenElement(loadLayout),
    handle: { load: loadLayout } satisfies Preload,
    children: memberScreens.map(memberRoute),
  },
  {
    path: '*',
    element: <Navigate to={sitePaths.home()} replace />,
    handle: { redirectTo: sitePaths.home() } satisfies Preload,
  },
];

/** The member centre under /member (routes/member.tsx, behind the member guard). */
export function MemberRoutes() {
  return useRoutes(routes);
}

/**
 * The code a member path renders: the member centre's layout, its screen and the screen's
 * sub-view, outermost first (none for a path that is not a member screen's).
 */
export function memberPathCode(pathname: string): LazyScreen[] {
  const within = pathname.replace(/^\/member(?=\/)/, '');
  return (matchRoutes(routes, within) ?? []).flatMap(
    (match) => (match.route.handle as Preload | undefined)?.load ?? [],
  );
}

/**
 * Where a member path that only leads elsewhere goes: a screen whose index is its first tab
 * (e.g. the withdrawal's submit tab), with the path's query; home for a path that is no member
 * screen's. Null for any other path. The server answers such a path with a redirect instead of
 * rendering a `<Navigate>` it cannot follow.
 */
export function memberRedirect(pathname: string, search = ''): string | null {
  const within = pathname.replace(/^\/member(?=\/)/, '');
  const last = matchRoutes(routes, within)?.at(-1);
  const to = (last?.route.handle as Preload | undefined)?.redirectTo;
  if (!last || to === undefined) return null;
  if (to.startsWith('/')) return to;
  return `/member${resolvePath(to, last.pathnameBase).pathname}${search}`;
}

/**
 * Starts loading the code of the member centre's layout and of the screen at `pathname` (and
 * its sub-view) at once, side by side; resolves once all of it is in. Rendered, each lazy part
 * would ask for its chunk only when the part around it has arrived and rendered: on a phone
 * network, a round trip each. A failed load is the screen's own to show when it renders.
 */
export function preloadMemberScreen(pathname: string): Promise<unknown> {
  return Promise.all(
    memberPathCode(pathname).map((load) =>
      screenPart(load)
        .preload()
        .catch(() => undefined),
    ),
  );
}

/**
 * Asks for the data of the screen at `pathname` as the page starts (issue 30): each part's
 * `askEarly` (a screen's module may export one) runs once its code is in and the HTTP layer is
 * ready, while the page hydrates; the screen's queries then take those answers.
 */
export function askMemberScreenDataEarly(pathname: string, search = ''): void {
  const params = new URLSearchParams(search);
  for (const load of memberPathCode(pathname))
    load().then(
      (screen) => {
        const ask = screen.askEarly;
        if (ask) askEarly(() => ask(params));
      },
      // Code that failed to load is the screen's own to show when it renders.
      () => undefined,
    );
}

/**
 * The URLs of the data the screen at `pathname` and `search` asks for ahead, in `locale` (the
 * server, for the page's head script: fetch-ahead.ts): each part's `askEarly`, recorded, not
 * sent.
 */
export async function memberScreenAheadUrls(
  pathname: string,
  search: string,
  locale: string,
): Promise<string[]> {
  const params = new URLSearchParams(search);
  const parts = await Promise.all(
    memberPathCode(pathname).map((load) => load().catch(() => undefined)),
  );
  return parts.flatMap((part) => {
    const ask = part?.askEarly;
    return ask ? aheadUrls(() => ask(params), locale) : [];
  });
}
