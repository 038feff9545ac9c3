import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMemberBannersQueryOptions,
  getGetTopWinnersQueryOptions,
} from '@/api/generated/endpoints/content/content';
import type { DisplayPage } from '@/api/generated/model';
import { getListPromotionsQueryOptions } from '@/api/generated/endpoints/promotions/promotions';
import { mediaUrl } from '@/api/media';
import { getToken } from '@/api/session';

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
 * the banners, the promotions, the top winners — with the components' own queries, while the
 * first render is being built. The first banner's image is the page's largest paint (LCP): it
 * is preloaded as soon as its address is known, not once the carousel has rendered.
 */
export function prefetchHome(client: QueryClient): void {
  client.fetchQuery(bannersQuery(getToken() ? 2 : 1)).then(
    (answer) => {
      const href = mediaUrl(answer.data.list[0]?.image_url);
      if (href) preloadImage(href);
    },
    () => undefined, // A failure is the carousel's to show, with its retry.
  );
  void client.prefetchQuery(homePromotionsQuery());
  void client.prefetchQuery(topWinnersQuery());
}

/** A high-priority image preload in the document's head, once per address. */
function preloadImage(href: string): void {
  const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...preloads].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
