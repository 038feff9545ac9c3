import Skeleton from '@mui/material/Skeleton';
import { matchRoutes, Navigate, resolvePath, Route, type RouteObject, Routes } from 'react-router';
import type { LazyScreen } from '@/shared/lib/screens';
import { PartBoundary, screenPart } from '@/shared/ui/preloadable';
import { affiliatePaths } from '../paths';
import { type AgentScreen, agentScreens } from '../screens';
import { AgentLayout } from './agent-layout';

/**
 * A screen's element: its component in a loading boundary of its own only if its code is not in
 * yet (a page the server rendered hydrates it in the page's pass: PartBoundary).
 */
function screenElement(load: LazyScreen) {
  return (
    <PartBoundary part={screenPart(load)} fallback={<Skeleton variant="rounded" height={320} />} />
  );
}

/** What a portal path renders (its code) or where it leads (a screen's first tab). */
interface PathFacts {
  load?: LazyScreen;
  redirectTo?: string;
}

/** The portal's screens and sub-views by path under /agent, with their code. */
const CODE_ROUTES: RouteObject[] = agentScreens.map((screen) => ({
  path: screen.path.replace(/^\/agent\//, ''),
  handle: { load: screen.lazy } satisfies PathFacts,
  children: screen.children?.flatMap((child): RouteObject[] => {
    const facts: PathFacts = { load: child.lazy, redirectTo: child.redirectTo };
    if (!child.lazy && child.redirectTo === undefined) return [];
    return [
      child.path === undefined
        ? { index: true, handle: facts }
        : { path: child.path, handle: facts },
    ];
  }),
}));

/** The routes a path under the portal's root matches, by its part after the root. */
function matchesOf(pathname: string) {
  const root = affiliatePaths.home();
  const within =
    pathname === root || pathname.startsWith(`${root}/`) ? pathname.slice(root.length) : pathname;
  return matchRoutes(CODE_ROUTES, within);
}

/**
 * Where a portal path that only leads elsewhere goes: the portal's own path and any path that
 * is no screen's to the dashboard, a screen whose index is its first tab to that tab (with the
 * query). Null for a screen's path. The server answers such a path with a redirect instead of
 * rendering a `<Navigate>` it cannot follow.
 */
export function agentRedirect(pathname: string, search = ''): string | null {
  const last = matchesOf(pathname)?.at(-1);
  if (!last) return affiliatePaths.dashboard();
  const to = (last.route.handle as PathFacts | undefined)?.redirectTo;
  if (to === undefined) return null;
  return `${affiliatePaths.home()}${resolvePath(to, last.pathnameBase).pathname}${search}`;
}

/**
 * Starts loading the code of the portal screen at `pathname` (and its sub-view) side by side;
 * resolves once it is in (a failed load is the screen's own to show when it renders).
 */
export function preloadAgentScreen(pathname: string): Promise<unknown> {
  const loads = (matchesOf(pathname) ?? []).flatMap(
    (match) => (match.route.handle as PathFacts | undefined)?.load ?? [],
  );
  return Promise.all(
    loads.map((load) =>
      screenPart(load)
        .preload()
        .catch(() => undefined),
    ),
  );
}

/** A screen's route under /agent: its path there, its component and its sub-views. */
function screenRoute(screen: AgentScreen) {
  return (
    <Route
      key={screen.id}
      path={screen.path.replace(/^\/agent\//, '')}
      element={screenElement(screen.lazy)}
    >
      {screen.children?.map((child, index) =>
        child.redirectTo !== undefined ? (
          <Route key="index" index element={<Navigate to={child.redirectTo} replace />} />
        ) : child.lazy ? (
          child.path === undefined ? (
            <Route key="index" index element={screenElement(child.lazy)} />
          ) : (
            <Route
              key={child.path ?? index}
              path={child.path}
              element={screenElement(child.lazy)}
            />
          )
        ) : null,
      )}
    </Route>
  );
}

/**
 * The agent portal's routes, made from the affiliate feature's screens as the member centre's
 * are from its own; in the portal's own part, so none of it (nor its menu's icons) is in the
 * first download a guest or a member makes (issue 6, issue 15).
 */
// Made once: each screen's lazy component keeps its identity across renders.
const SCREEN_ROUTES = agentScreens.map(screenRoute);

export function AgentPortalRoutes() {
  return (
    <Routes>
      <Route element={<AgentLayout />}>
        {SCREEN_ROUTES}
        <Route index element={<Navigate to={affiliatePaths.dashboard()} replace />} />
        <Route path="*" element={<Navigate to={affiliatePaths.dashboard()} replace />} />
      </Route>
    </Routes>
  );
}
