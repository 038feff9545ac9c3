import { createBrowserRouter, Navigate } from 'react-router';
import { HomeRoute } from '@/features/content';
import { SiteLayout } from './layout/site-layout';
import { NotFoundRoute } from './not-found';

/** The site's routes (spec §2). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <SiteLayout />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'dashboard', element: <Navigate to="/" replace /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
