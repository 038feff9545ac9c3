import { useQuery } from '@tanstack/react-query';
import {
  getGetFeaturePermissionInfoQueryOptions,
  getGetMaintenanceInfoQueryOptions,
} from './generated/endpoints/system/system';

/** The permissions are read once per visit (spec §4 start-up) and kept for the whole visit. */
export const permissionsQuery = () =>
  getGetFeaturePermissionInfoQueryOptions(undefined, {
    query: { staleTime: Infinity, gcTime: Infinity },
  });

/** The site's permissions (feature switches, timezone, theme, website info). */
export const usePermissions = () => useQuery(permissionsQuery());

/** The maintenance state is read at start-up and again every minute. */
export const maintenanceQuery = () =>
  getGetMaintenanceInfoQueryOptions(undefined, {
    query: { staleTime: 60_000, refetchInterval: 60_000 },
  });

/** The maintenance state (type 1: the whole site is under maintenance). */
export const useMaintenance = () => useQuery(maintenanceQuery());
