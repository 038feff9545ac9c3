/** The deposit page's URLs (spec §2 deposits, with its tabs: make a deposit, and the record). */
const DEPOSITS = '/member/management/deposits';

export const depositPaths = {
  deposits: () => DEPOSITS,
  deposit: () => `${DEPOSITS}/deposit`,
  record: () => `${DEPOSITS}/record`,
} as const;
