import { useGetVipLevels, useGetVipProgress } from '@/api/generated/endpoints/vip/vip';

/** The VIP levels with their requirements and benefits (public, rarely changing). */
export const useVipLevels = () => useGetVipLevels(undefined, { query: { staleTime: 5 * 60_000 } });

/** The signed-in member's level and progress to the next one. */
export const useVipProgress = (enabled = true) =>
  useGetVipProgress(undefined, { request: { handlesErrors: true }, query: { enabled } });
