/** The records' URLs (spec §2: the financial centre's tradeRecords, the personal betRecord). */
export const recordPaths = {
  trade: () => '/member/management/tradeRecords',
  bet: () => '/member/personal/betRecord',
} as const;
