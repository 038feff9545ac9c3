import { prefetchAffiliateIntro } from '@/features/affiliate';
import { AffiliateIntroRoute } from '@/features/affiliate/routes/affiliate-intro';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The programme's introduction, in the page. */
const data = pageLoaders((client) => prefetchAffiliateIntro(client));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /af_intro. */
export default function AffiliateIntro() {
  return (
    <PageDataBoundary>
      <AffiliateIntroRoute />
    </PageDataBoundary>
  );
}
