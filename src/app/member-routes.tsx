import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import type { LazyScreen, ScreenDef } from '@/shared/lib/screens';
import { sitePaths } from '@/shared/lib/paths';
import { AreaLoading } from './guards';
import { memberScreens } from './member-screens';

/** A screen's element: its component loaded on its first render (the route table is made once). */
function screenElement(load: LazyScreen) {
  const Screen: ComponentType = lazy(async () => ({ default: (await load()).Component }));
  return (
    <Suspense fallback={<AreaLoading />}>
      <Screen />
    </Suspense>
  );
}

/** A member screen's route under /member: its path there, its component and its sub-views. */
function memberRoute<User, Permission extends string>(
  screen: ScreenDef<User, Permission>,
): RouteObject {
  return {
    path: screen.path.replace(/^\/member\//, ''),
    element: screenElement(screen.lazy),
    children: screen.children?.map((child) =>
      child.redirectTo !== undefined
        ? { index: true, element: <Navigate to={child.redirectTo} replace /> }
        : {
            path: child.path,
            element: child.lazy ? screenElement(child.lazy) : null,
          },
    ),
  };
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
    children: memberScreens.map(memberRoute),
  },
  { path: '*', element: <Navigate to={sitePaths.home()} replace /> },
];

/** The member centre under /member (routes/member.tsx, behind the member guard). */
export function MemberRoutes() {
  return useRoutes(routes);
}
