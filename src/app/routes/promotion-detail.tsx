import { mediaUrl } from '@/api/media';
import { prefetchPromotionDetail, promotionDetailQuery } from '@/features/promotions';
import { PromotionDetailRoute } from '@/features/promotions/routes/promotions';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/**
 * The promotion in the page, and its own link preview (title, summary, art) for the messaging
 * apps agents share it in. The server asks as a guest (it holds no session): a signed-in
 * visitor's own answer (whether they may apply) is the browser's to fetch.
 */
const data = pageLoaders(
  (client, { params, signedIn }) =>
    prefetchPromotionDetail(client, Number(params.id), import.meta.env.SSR ? false : signedIn),
  {
    preview: (client, { params }) => {
      const promotion = client.getQueryData(
        promotionDetailQuery(Number(params.id), false).queryKey,
      )?.data;
      return promotion
        ? {
            title: promotion.title,
            description: promotion.summary,
            image: mediaUrl(promotion.banner_url),
          }
        : undefined;
    },
  },
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /promotion/{id}. */
export default function PromotionDetail() {
  return (
    <PageDataBoundary>
      <PromotionDetailRoute />
    </PageDataBoundary>
  );
}
