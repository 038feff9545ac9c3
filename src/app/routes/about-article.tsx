import { prefetchAbout } from '@/features/content';
import { AboutArticleRoute } from '@/features/content/routes/about';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The about menu and the article, in the page. */
const data = pageLoaders((client, { params }) => prefetchAbout(client, Number(params.id)));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /guide/about/{id}. */
export default function AboutArticle() {
  return (
    <PageDataBoundary>
      <AboutArticleRoute />
    </PageDataBoundary>
  );
}
