import { firstAboutPath, prefetchAbout } from '@/features/content';
import { AboutListRoute } from '@/features/content/routes/about';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The about entries, in the page. */
const data = pageLoaders((client) => prefetchAbout(client), {
  // The list opens its first entry: the server answers with the redirect.
  redirect: (client) => firstAboutPath(client),
});
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /guide/about_us. */
export default function AboutList() {
  return (
    <PageDataBoundary>
      <AboutListRoute />
    </PageDataBoundary>
  );
}
