import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMemberBannersQueryOptions,
  getGetTopWinnersQueryOptions,
} from '@/api/generated/endpoints/content/content';
import type { DisplayPage } from '@/api/generated/model';
import { hotGamesQuery } from '@/features/games';
import { getListPromotionsQueryOptions } from '@/api/generated/endpoints/promotions/promotions';

/** Banners of a display position (1 guests, 2 members, 3 deposit …), as the carousel reads them. */
export const bannersQuery = (position: DisplayPage) =>
  getGetMemberBannersQueryOptions({ position }, { query: { staleTime: 5 * 60_000 } });

/** The promotions every home variant shows. */
export const homePromotionsQuery = () =>
  getListPromotionsQueryOptions({ page_size: 15 }, { query: { staleTime: 60_000 } });

/** The top winners list. */
export const topWinnersQuery = () =>
  getGetTopWinnersQueryOptions(undefined, { query: { staleTime: 60_000 } });

/**
 * Render as you fetch (issue 6): home's loader asks for what every home variant shows first —
 * the banners of the visitor's position, the promotions, the top winners, the hot games — with the components'
 * own queries: on the server before the page is sent (its HTML carries them), in the browser as
 * a navigation starts. The carousel preloads the first banner's image from the page's head.
 * It never rejects: a failure is the section's to show, with its retry.
 */
export async function prefetchHome(client: QueryClient, signedIn: boolean): Promise<void> {
  await Promise.all([
    client.prefetchQuery(bannersQuery(signedIn ? 2 : 1)),
    client.prefetchQuery(homePromotionsQuery()),
    client.prefetchQuery(topWinnersQuery()),
    client.prefetchQuery(hotGamesQuery()),
  ]);
}
