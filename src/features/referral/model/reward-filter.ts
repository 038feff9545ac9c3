import { ReferralRewardStatus } from '@/api/generated/model';

/** The query parameter of the reward tab's status filter. */
export const STATUS_PARAM = 'status';

/** Spec §3 referral reward status, in order: 1 Verifying … 5 Rejected. */
export const REWARD_STATUSES: readonly ReferralRewardStatus[] = Object.values(ReferralRewardStatus);

/**
 * The reward tab's status filter from the URL: one of the five statuses of spec §3, or none
 * (every reward) for anything else, so a hand-edited address never asks the server for a
 * status that does not exist.
 */
export function rewardStatusFilter(param: string | null): ReferralRewardStatus | undefined {
  if (param === null || !/^\d$/.test(param)) return undefined;
  const value = Number(param);
  return REWARD_STATUSES.find((status) => status === value);
}
