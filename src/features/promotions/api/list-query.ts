import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPromotionQueryKey,
  getGetPromotionQueryOptions,
  getListPromotionsQueryOptions,
} from '@/api/generated/endpoints/promotions/promotions';
import type { ListPromotionsParams, PromotionType } from '@/api/generated/model';

/** Spec §9: page size 15. */
export const PROMOTION_PAGE_SIZE = 15 as const;

/** The promotion list's type filter, page and page size from the page's search parameters. */
export function promotionListParams(search: URLSearchParams): ListPromotionsParams {
  return {
    type: (Number(search.get('type')) || undefined) as PromotionType | undefined,
    page: Number(search.get('page')) || 1,
    page_size: PROMOTION_PAGE_SIZE,
  };
}

/** Render as you fetch (issue 6): the page's loader asks for the list the screen reads. */
export function prefetchPromotionList(client: QueryClient, search: URLSearchParams): Promise<void> {
  return client.prefetchQuery(getListPromotionsQueryOptions(promotionListParams(search)));
}

/**
 * A promotion's detail as the screen reads it: whether the visitor may apply depends on who
 * asks, so a guest's answer and a member's are kept apart.
 */
export const promotionDetailQuery = (id: number, signedIn: boolean) =>
  getGetPromotionQueryOptions(id, undefined, {
    query: {
      queryKey: [...getGetPromotionQueryKey(id), signedIn],
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    },
  });

/** The page's loader asks for the promotion the URL names (its link preview reads it too). */
export async function prefetchPromotionDetail(
  client: QueryClient,
  id: number,
  signedIn: boolean,
): Promise<void> {
  if (!Number.isInteger(id) || id <= 0) return;
  await client.prefetchQuery(promotionDetailQuery(id, signedIn));
}
