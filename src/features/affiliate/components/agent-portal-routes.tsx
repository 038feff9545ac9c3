import Skeleton from '@mui/material/Skeleton';
import { matchRoutes, Navigate, Route, type RouteObject, Routes } from 'react-router';
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

/** The portal's screens and sub-views by path under /agent, with their code. */
const CODE_ROUTES: RouteObject[] = agentScreens.map((screen) => ({
  path: screen.path.replace(/^\/agent\//, ''),
  handle: screen.lazy,
  children: screen.children?.flatMap((child) =>
    child.lazy
      ? [
          child.path === undefined
            ? { index: true, handle: child.lazy }
            : { path: child.path, handle: child.lazy },
        ]
      : [],
  ),
}));

/**
 * Starts loading the code of the portal screen at `pathname` (and its sub-view) side by side;
 * resolves once it is in (a failed load is the screen's own to show when it renders).
 */
export function preloadAgentScreen(pathname: string): Promise<unknown> {
  const within = pathname.replace(/^\/agent(?=\/)/, '');
  const loads = (matchRoutes(CODE_ROUTES, within) ?? []).flatMap(
    (match) => (match.route.handle as LazyScreen | undefined) ?? [],
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
