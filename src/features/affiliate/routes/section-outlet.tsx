import { Outlet } from 'react-router';

/** A screen whose sub-views (a list, one record of it) are its child routes. */
export function SectionOutlet() {
  return <Outlet />;
}
