import { Navigate, Outlet, useLocation } from 'react-router';
import { useGetMaintenanceInfo } from '@/api/generated/endpoints/system/system';

export const MAINTENANCE_PATH = '/under_maintenance';

/**
 * The navigation guard of spec §2, maintenance part: maintenance type 1 sends everyone to
 * the maintenance page; otherwise the maintenance page sends to /.
 */
export function MaintenanceGuard() {
  const { pathname } = useLocation();
  const maintenance = useGetMaintenanceInfo(undefined, { query: { staleTime: 60_000, refetchInterval: 60_000 } });
  const type = maintenance.data?.data.type;
  if (type === 1 && pathname !== MAINTENANCE_PATH) return <Navigate to={MAINTENANCE_PATH} replace />;
  if (type !== undefined && type !== 1 && pathname === MAINTENANCE_PATH) return <Navigate to="/" replace />;
  return <Outlet />;
}
