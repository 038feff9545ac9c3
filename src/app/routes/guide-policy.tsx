import {
  policyQuery,
  PolicyRoute,
  policySlugOf,
  prefetchHelp,
  previewText,
} from '@/features/help/routes/policy';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The help centre's index and the policy, with its own link preview. */
const data = pageLoaders(
  (client, { params }) => prefetchHelp(client, { kind: 'policy', slug: policySlugOf(params.slug) }),
  {
    preview: (client, { params }) => {
      const slug = policySlugOf(params.slug);
      const policy = slug ? client.getQueryData(policyQuery(slug).queryKey)?.data : undefined;
      return policy ? { title: policy.title, description: previewText(policy.content) } : undefined;
    },
  },
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: a policy of the site. */
export default function GuidePolicy() {
  return (
    <PageDataBoundary>
      <PolicyRoute />
    </PageDataBoundary>
  );
}
