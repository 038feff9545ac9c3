import { prefetchAppDownload } from '@/features/content';
import { AppDownloadRoute } from '@/features/content/routes/app-download';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The app's download links, in the page. */
const data = pageLoaders((client) => prefetchAppDownload(client));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /dlapp. */
export default function AppDownload() {
  return (
    <PageDataBoundary>
      <AppDownloadRoute />
    </PageDataBoundary>
  );
}
