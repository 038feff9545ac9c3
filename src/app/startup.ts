import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  getGetAboutUsListQueryOptions,
  getGetContactListQueryOptions,
  getGetCustomSettingsQueryOptions,
} from '@/api/generated/endpoints/content/content';
import { getListGameTypesQueryOptions } from '@/api/generated/endpoints/games/games';
import {
  getGetFeatureThemeInfoQueryKey,
  getGetFeatureThemeInfoQueryOptions,
  getGetLanguageListQueryOptions,
} from '@/api/generated/endpoints/system/system';
import { maintenanceQuery, permissionsQuery } from '@/api/site-config';

const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;
/** Spec §9: theme info is not fetched again while the last user action is under 12 hours old. */
export const THEME_STALE_MS = 12 * 60 * 60 * 1000;

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
 * The header's language switcher (spec §1 locales): the list names the page's language in the
 * button's accessible name, so it comes with the page's first HTML rather than after hydration.
 */
export const languageListQuery = () => getGetLanguageListQueryOptions({ type: 1 }, { query: ONCE });

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
 * The paths of the root's queries: the start-up's, the language list and the theme's
 * configuration (queries are keyed by their endpoint's path first).
 */
const ROOT_QUERY_PATHS: ReadonlySet<unknown> = new Set([
  ...Object.values(startupQueries).map((query) => query().queryKey[0]),
  languageListQuery().queryKey[0],
  getGetFeatureThemeInfoQueryKey()[0],
]);

/**
 * Whether a query is one the root's loader hands to every page (prefetchStartup). A page's
 * loader that needed one as well (a game list reads the families) leaves it out of its own
 * data: the page's copy, fetched a moment later, would replace the root's once the page has
 * hydrated, and every part that reads it would render again at once, in hydration's task.
 */
export function isRootQuery(queryKey: readonly unknown[]): boolean {
  return ROOT_QUERY_PATHS.has(queryKey[0]);
}

/**
 * Render as you fetch (issue 6): the start-up data of spec §4, the header's language list and
 * the site's theme configuration (the server's theme for every platform, and the phone's own on
 * a phone), with
 * the keys the components read. The server awaits them before it renders any page (the header,
 * the navigation, the theme and the maintenance guard are in the HTML); nothing rejects.
 */
export async function prefetchStartup(client: QueryClient, phone: boolean): Promise<void> {
  await Promise.all([
    client.prefetchQuery(startupQueries.permissions()),
    client.prefetchQuery(startupQueries.gameTypes()),
    client.prefetchQuery(startupQueries.about()),
    client.prefetchQuery(startupQueries.contact()),
    client.prefetchQuery(startupQueries.custom()),
    client.prefetchQuery(startupQueries.maintenance()),
    client.prefetchQuery(languageListQuery()),
  ]);
  const permissions = client.getQueryData(startupQueries.permissions().queryKey);
  const name = permissions?.data.theme.name;
  if (!name) return;
  await Promise.all(
    (phone ? [1, 2] : [1]).map((platform) =>
      client.prefetchQuery(
        getGetFeatureThemeInfoQueryOptions(
          { name, platform: platform as 1 | 2 },
          { query: { staleTime: THEME_STALE_MS } },
        ),
      ),
    ),
  );
}
