import { prefetchTournaments, TournamentListRoute } from '@/features/tournaments/routes/list';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The tournaments running, upcoming and lately finished, in the page. */
const data = pageLoaders((client) => prefetchTournaments(client, { kind: 'list' }));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the slot tournaments. */
export default function Tournaments() {
  return (
    <PageDataBoundary>
      <TournamentListRoute />
    </PageDataBoundary>
  );
}
