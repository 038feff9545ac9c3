/**
 * Transaction types of trade records: one list for the whole fake. GET /sub_type serves it,
 * and every area that writes a trade record uses these ids. `user_type` is the Audience
 * (3 members and affiliates, 2 members only). Transfer In is money going into a game wallet
 * (negative on the main wallet), Transfer Out money coming back from one.
 */
export const TRADE_TYPES = [
  { id: 1, name: 'Deposit', user_type: 3 },
  { id: 2, name: 'Withdrawal', user_type: 3 },
  { id: 3, name: 'Transfer In', user_type: 2 },
  { id: 4, name: 'Transfer Out', user_type: 2 },
  { id: 5, name: 'Bonus', user_type: 2 },
  { id: 6, name: 'Rebate', user_type: 2 },
  { id: 7, name: 'Member Transfer', user_type: 3 },
  { id: 8, name: 'Adjustment', user_type: 3 },
] as const;

export const TRADE_TYPE = {
  DEPOSIT: 1,
  WITHDRAWAL: 2,
  /** Main wallet into a game wallet. */
  TRANSFER_IN: 3,
  /** A game wallet back to the main wallet. */
  TRANSFER_OUT: 4,
  BONUS: 5,
  REBATE: 6,
  MEMBER_TRANSFER: 7,
  /** Corrections, and the amount of a cancelled, failed or rejected withdrawal coming back. */
  ADJUSTMENT: 8,
} as const;

/** The name of a transaction type, as GET /sub_type lists it. */
export function tradeTypeName(type: number): string {
  return TRADE_TYPES.find((entry) => entry.id === type)?.name ?? 'Other';
}
