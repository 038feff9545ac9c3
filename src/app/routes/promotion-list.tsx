import { prefetchPromotionList } from '@/features/promotions';
import { PromotionListRoute } from '@/features/promotions/routes/promotions';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The promotion list of the page's type filter and page, in the page. */
const data = pageLoaders((client, { url }) => prefetchPromotionList(client, url.searchParams));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /promotion. */
export default function PromotionList() {
  return (
    <PageDataBoundary>
      <PromotionListRoute />
    </PageDataBoundary>
  );
}
