import type { QueryClient } from '@tanstack/react-query';
import { getGetAffiliateIntroduceQueryOptions } from '@/api/generated/endpoints/affiliate/affiliate';

/** The affiliate programme's introduction; a 404 (switched off) is the page's, not retried. */
export const affiliateIntroQuery = () =>
  getGetAffiliateIntroduceQueryOptions(undefined, {
    query: { retry: false, staleTime: 5 * 60_000 },
  });

/** /af_intro's introduction, for the server's HTML and a navigation's start. */
export async function prefetchAffiliateIntro(client: QueryClient): Promise<void> {
  await client.prefetchQuery(affiliateIntroQuery());
}
