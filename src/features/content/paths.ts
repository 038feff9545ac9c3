/**
 * The content screens' URLs (spec §2): about list and article, app download, payment result,
 * and the status pages. Home is the site's root: sitePaths.home() in shared/lib/paths.ts.
 */
import { aboutArticlePath } from '@/shared/lib/paths';

const GUIDE = '/guide';

export const contentPaths = {
  aboutList: () => `${GUIDE}/about_us`,
  aboutArticle: aboutArticlePath,
  appDownload: () => '/dlapp',
  paymentResult: () => '/_show/pay_cb',
  maintenance: () => '/under_maintenance',
  areaForbidden: () => '/area_forbidden',
  unauthorized: () => '/401',
} as const;
