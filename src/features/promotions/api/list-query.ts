import type { QueryClient } from '@tanstack/react-query';
import { getListPromotionsQueryOptions } from '@/api/generated/endpoints/promotions/promotions';
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

/** Render as you fetch (issue 6): the router starts the list while the screen's chunk loads. */
export function prefetchPromotionList(client: QueryClient, search: URLSearchParams): void {
  void client.prefetchQuery(getListPromotionsQueryOptions(promotionListParams(search)));
}
