import { keepPreviousData } from '@tanstack/react-query';
import {
  useGetReferralDetail,
  useListReferralRewards,
} from '@/api/generated/endpoints/referral/referral';
import type { ListReferralRewardsParams } from '@/api/generated/model';

const quiet = { handlesErrors: true } as const;

/** The member's referral card: code, counts of friends invited and active, total reward, rules. */
export const useReferralDetail = () => useGetReferralDetail(undefined, { request: quiet });

/** One page of referral rewards; the page shown stays while the next one loads. */
export const useReferralRewards = (params: ListReferralRewardsParams) =>
  useListReferralRewards(params, {
    query: { placeholderData: keepPreviousData },
    request: quiet,
  });
