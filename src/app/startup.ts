import {
  useGetAboutUsList,
  useGetContactList,
  useGetCustomSettings,
} from '@/api/generated/endpoints/content/content';
import { useListGameTypes } from '@/api/generated/endpoints/games/games';
import {
  useGetFeaturePermissionInfo,
  useGetMaintenanceInfo,
} from '@/api/generated/endpoints/system/system';

const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * Start-up (spec §4): once, on the first navigation, the permissions, the navigation game
 * list, the about list, the contact settings and the custom settings load; the maintenance
 * state is read with them. Every screen reads the same cached answers.
 */
export function useStartup() {
  const permissions = useGetFeaturePermissionInfo(undefined, { query: ONCE });
  const gameTypes = useListGameTypes(undefined, { query: ONCE });
  const about = useGetAboutUsList(undefined, { query: ONCE });
  const contact = useGetContactList(undefined, { query: ONCE });
  const custom = useGetCustomSettings(undefined, { query: ONCE });
  const maintenance = useGetMaintenanceInfo(undefined, { query: { staleTime: 60_000 } });
  const ready = permissions.isSuccess && gameTypes.isSuccess;
  return { permissions, gameTypes, about, contact, custom, maintenance, ready };
}
