import { prefetchHome } from '@/features/content';
import { HomeRoute } from '@/features/content/routes/home';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** Home's banners (a member's or a guest's), promotions and top winners, in the page. */
const data = pageLoaders((client, { signedIn }) => prefetchHome(client, signedIn));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §1 home. */
export default function Home() {
  return (
    <PageDataBoundary>
      <HomeRoute />
    </PageDataBoundary>
  );
}
