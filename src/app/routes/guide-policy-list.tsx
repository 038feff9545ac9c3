import { PolicyListRoute, prefetchHelp } from '@/features/help/routes/policy';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The help centre's index, which lists the policies. */
const data = pageLoaders((client) => prefetchHelp(client, { kind: 'policy' }));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the site's policies. */
export default function GuidePolicyList() {
  return (
    <PageDataBoundary>
      <PolicyListRoute />
    </PageDataBoundary>
  );
}
