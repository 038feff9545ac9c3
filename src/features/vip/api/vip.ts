import type { QueryClient } from '@tanstack/react-query';
import { getGetVipLevelsQueryOptions, useGetVipProgress } from '@/api/generated/endpoints/vip/vip';
import { useQuery } from '@tanstack/react-query';

/** The VIP levels with their requirements and benefits (public, rarely changing). */
export const vipLevelsQuery = () =>
  getGetVipLevelsQueryOptions(undefined, { query: { staleTime: 5 * 60_000 } });

export const useVipLevels = () => useQuery(vipLevelsQuery());

/** The signed-in member's level and progress to the next one. */
export const useVipProgress = (enabled = true) =>
  useGetVipProgress(undefined, { request: { handlesErrors: true }, query: { enabled } });

/**
 * /vip's public part, for the server's HTML and a navigation's start: the levels. A member's
 * own progress is the browser's to fetch (the server holds no session).
 */
export async function prefetchVip(client: QueryClient): Promise<void> {
  await client.prefetchQuery(vipLevelsQuery());
}
