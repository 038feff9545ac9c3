import { prefetchHome } from '@/features/content';
import { HomeRoute, preloadHomeVariant } from '@/features/content/routes/home';
import { beforeHydration } from '@/shared/lib/before-hydration';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** Home's banners (a member's or a guest's), promotions and top winners, in the page. */
const data = pageLoaders((client, { signedIn }) => prefetchHome(client, signedIn));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

// The page hydrates with the layout of the theme the server rendered (its head names it).
beforeHydration(() =>
  preloadHomeVariant(
    document.querySelector('meta[name="fortuna-theme"]')?.getAttribute('content') ?? undefined,
  ),
);

/** Spec §1 home. */
export default function Home() {
  return (
    <PageDataBoundary>
      <HomeRoute />
    </PageDataBoundary>
  );
}
