import {
  prefetchTournaments,
  TournamentRoute,
  tournamentQuery,
} from '@/features/tournaments/routes/detail';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The tournament and its leaderboard in the page, with the tournament's own link preview. */
const data = pageLoaders(
  (client, { params }) => prefetchTournaments(client, { kind: 'detail', id: Number(params.id) }),
  {
    preview: (client, { params }) => {
      const tournament = client.getQueryData(tournamentQuery(Number(params.id)).queryKey)?.data;
      return tournament ? { title: tournament.title, description: tournament.summary } : undefined;
    },
  },
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: a slot tournament and its leaderboard (spec §2's slot leaderboard). */
export default function TournamentPage() {
  return (
    <PageDataBoundary>
      <TournamentRoute />
    </PageDataBoundary>
  );
}
