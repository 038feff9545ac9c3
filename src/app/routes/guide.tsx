import { GuideRoute, prefetchHelp } from '@/features/help/routes/guide';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The help centre's index, and a search's results when the page is one. */
const data = pageLoaders((client, { url }) =>
  prefetchHelp(client, { kind: 'guide', search: url.searchParams.get('q') ?? undefined }),
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the guide, the help centre's home and its search (/guide?q=…). */
export default function Guide() {
  return (
    <PageDataBoundary>
      <GuideRoute />
    </PageDataBoundary>
  );
}
