import { sitePaths } from '@/shared/lib/paths';

/**
 * The deposit page's URLs (spec §2 deposits, with its tabs: make a deposit, and the record).
 * The page and its deposit tab are the site's paths (promotions links to them too).
 */
const DEPOSITS = sitePaths.deposits();

export const depositPaths = {
  deposits: sitePaths.deposits,
  deposit: sitePaths.deposit,
  record: () => `${DEPOSITS}/record`,
} as const;
