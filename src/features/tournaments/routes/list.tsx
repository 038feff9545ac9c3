import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament, TournamentStatus } from '@/api/generated/model';
import { QueryStates } from '@/shared/ui/query-states';
import { tournamentsQuery } from '../api/queries';
import { TournamentCard, TournamentCardSkeleton } from '../components/tournament-card';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { prefetchTournaments, tournamentsQuery } from '../api/queries';

const SECTIONS: readonly TournamentStatus[] = ['running', 'upcoming', 'settled'];

/** /tournaments: the slot tournaments running now, those starting soon, and the finished ones. */
export function TournamentListRoute() {
  const { t } = useTranslation();
  const query = useQuery(tournamentsQuery());
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('tournaments.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('tournaments.intro')}
      </Typography>
      <QueryStates
        query={query}
        skeleton={
          <Grid container spacing={2}>
            {[0, 1, 2].map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <TournamentCardSkeleton />
              </Grid>
            ))}
          </Grid>
        }
        isEmpty={(loaded) => loaded.data.list.length === 0}
        empty={{ title: t('tournaments.none'), body: t('tournaments.none_hint') }}
      >
        {(loaded) => {
          const clock = { serverNow: loaded.data.server_time, receivedAtMs: query.dataUpdatedAt };
          const of = (status: TournamentStatus): Tournament[] =>
            loaded.data.list.filter((entry) => entry.status === status);
          return (
            <Stack spacing={4}>
              {SECTIONS.filter((status) => of(status).length > 0).map((status) => (
                <section key={status} aria-labelledby={`tournaments-${status}`}>
                  <Typography
                    id={`tournaments-${status}`}
                    component="h2"
                    variant="h5"
                    sx={{ mb: 2, fontWeight: 700 }}
                  >
                    {t(`tournaments.section.${status}`)}
                  </Typography>
                  <Grid container spacing={2}>
                    {of(status).map((tournament) => (
                      <Grid key={tournament.id} size={{ xs: 12, sm: 6, md: 4 }}>
                        <TournamentCard tournament={tournament} clock={clock} />
                      </Grid>
                    ))}
                  </Grid>
                </section>
              ))}
            </Stack>
          );
        }}
      </QueryStates>
    </Container>
  );
}
