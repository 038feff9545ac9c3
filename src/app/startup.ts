import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  getGetAboutUsListQueryOptions,
  getGetContactListQueryOptions,
  getGetCustomSettingsQueryOptions,
} from '@/api/generated/endpoints/content/content';
import { getListGameTypesQueryOptions } from '@/api/generated/endpoints/games/games';
import { maintenanceQuery, permissionsQuery } from '@/api/site-config';

const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/** The start-up queries, as useStartup asks for them and the router prefetches them. */
const startupQueries = {
  permissions: permissionsQuery,
  gameTypes: () => getListGameTypesQueryOptions(undefined, { query: ONCE }),
  about: () => getGetAboutUsListQueryOptions(undefined, { query: ONCE }),
  contact: () => getGetContactListQueryOptions(undefined, { query: ONCE }),
  custom: () => getGetCustomSettingsQueryOptions(undefined, { query: ONCE }),
  maintenance: maintenanceQuery,
};

/**
 * Start-up (spec §4): once, on the first navigation, the permissions, the navigation game
 * list, the about list, the contact settings and the custom settings load; the maintenance
 * state is read with them. Every screen reads the same cached answers.
 */
export function useStartup() {
  const permissions = useQuery(startupQueries.permissions());
  const gameTypes = useQuery(startupQueries.gameTypes());
  const about = useQuery(startupQueries.about());
  const contact = useQuery(startupQueries.contact());
  const custom = useQuery(startupQueries.custom());
  const maintenance = useQuery(startupQueries.maintenance());
  const ready = permissions.isSuccess && gameTypes.isSuccess;
  return { permissions, gameTypes, about, contact, custom, maintenance, ready };
}

/**
 * Render as you fetch (issue 6): the router asks for what the header needs (permissions and
 * the game families) when the first navigation starts, so the requests travel while the first
 * render is being built instead of after it (on a slow phone that render takes about a
 * second). The rest of the start-up data is asked for by the components as before: a browser
 * sends six requests at a time to a host, and the page's own data (home's prefetchHome in the
 * content feature) comes first.
 * The components read the same cache entries; nothing is awaited here.
 */
export function prefetchStartup(client: QueryClient): void {
  void client.prefetchQuery(startupQueries.permissions());
  void client.prefetchQuery(startupQueries.gameTypes());
}
