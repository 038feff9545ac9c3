import { createBrowserRouter, Navigate } from 'react-router';
import { AreaForbiddenRoute, HomeRoute, MaintenanceRoute, UnauthorizedRoute } from '@/features/content';
import { MaintenanceGuard } from './guards';
import { SiteLayout } from './layout/site-layout';
import { NotFoundRoute } from './not-found';

/** The site's routes (spec §2). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <MaintenanceGuard />,
      children: [
        { path: 'under_maintenance', element: <MaintenanceRoute /> },
        {
          element: <SiteLayout />,
          children: [
            { index: true, element: <HomeRoute /> },
            { path: 'dashboard', element: <Navigate to="/" replace /> },
            { path: 'area_forbidden', element: <AreaForbiddenRoute /> },
            { path: '401', element: <UnauthorizedRoute /> },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
