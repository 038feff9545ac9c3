import { parseTimezone } from '@/shared/lib/time';
import { usePermissions } from './site-config';

/**
 * The server timezone's offset from UTC in minutes, from the permission `system.timezone`
 * section (spec §3, §9): +8 until the permissions have loaded, or when they give none. The
 * permissions are read once per visit (start-up loads them), so this adds no request.
 */
export function useServerOffset(): number {
  const permissions = usePermissions();
  return parseTimezone(permissions.data?.data.system.timezone);
}
