import { prefetchVip } from '@/features/vip';
import { VipRoute } from '@/features/vip/routes/vip';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The VIP levels, in the page (a member's progress is the browser's). */
const data = pageLoaders((client) => prefetchVip(client));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Spec §2 /vip. */
export default function Vip() {
  return (
    <PageDataBoundary>
      <VipRoute />
    </PageDataBoundary>
  );
}
