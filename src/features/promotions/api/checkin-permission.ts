import { usePermissions } from '@/api/site-config';

/**
 * Spec §3 permission mission.checkin_status: whether the site has the check-in mission on;
 * undefined while the permissions load.
 */
export function useCheckinEnabled(): boolean | undefined {
  const permissions = usePermissions();
  const status = permissions.data?.data.mission.checkin_status;
  return status === undefined ? undefined : status === 1;
}
