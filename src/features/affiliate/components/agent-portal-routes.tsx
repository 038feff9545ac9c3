import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { LazyScreen } from '@/shared/lib/screens';
import { affiliatePaths } from '../paths';
import { type AgentScreen, agentScreens } from '../screens';
import { AgentLayout } from './agent-layout';

/** A screen's component, loaded when its route first shows. */
const lazyComponent = (load: LazyScreen): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load()).Component }));

/** A lazily loaded screen with its loading state, its component made once (module level). */
function Screen({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <Component />
    </Suspense>
  );
}

const screenElement = (load: LazyScreen) => <Screen component={lazyComponent(load)} />;

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
