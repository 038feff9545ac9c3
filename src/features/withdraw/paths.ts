/**
 * The withdrawal's URLs (spec §2 withdraw with its tabs submit, record and add new bank
 * account; the withdrawal password setup the withdrawal sends a member to).
 */
import { safetyPaths } from '@/features/safety';

const WITHDRAW = '/member/management/withdraw';
/** The query flag that brings a member back to the withdrawal once a set-up is done. */
export const BACK_TO_WITHDRAW = 'back';

const back = (path: string, toWithdraw?: boolean) =>
  toWithdraw ? `${path}?${BACK_TO_WITHDRAW}=withdraw` : path;

export const withdrawPaths = {
  withdraw: () => WITHDRAW,
  submit: () => `${WITHDRAW}/submit`,
  record: () => `${WITHDRAW}/record`,
  bankCards: (toWithdraw?: boolean) => back(`${WITHDRAW}/bank`, toWithdraw),
  password: (toWithdraw?: boolean) => back(safetyPaths.withdrawPassword(), toWithdraw),
} as const;
