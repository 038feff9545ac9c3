import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { formatAmount } from '@/shared/lib/money';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { LeaderboardSkeleton, LeaderboardTable } from '@/shared/ui/leaderboard-table';
import { QueryStates } from '@/shared/ui/query-states';
import { EmptyState } from '@/shared/ui/states';
import { picksQuery, predictorBoardQuery, roundQuery, useSubmitPick } from '../api/queries';
import { MatchCard } from '../components/match-card';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { prefetchPredictor } from '../api/queries';

/** The member's points and place, a guest's invitation to sign in, or an agent's note. */
function MyRound({
  member,
  points,
  place,
  failed,
  onRetry,
}: {
  member: boolean;
  points?: number;
  place?: number;
  /** The member's picks could not be loaded (the matches show without their controls). */
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!hydrated) return <Skeleton variant="rounded" height={56} aria-hidden="true" />;
  if (!signedIn) {
    const query = new URLSearchParams(search);
    query.set('dialog', 'login');
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={`${pathname}?${query}`} color="inherit" size="small">
            {t('predictor.sign_in_button')}
          </Button>
        }
      >
        {t('predictor.sign_in')}
      </Alert>
    );
  }
  if (!member) return <Alert severity="info">{t('predictor.members_only')}</Alert>;
  if (points === undefined && !failed)
    return <Skeleton variant="rounded" height={56} aria-hidden="true" />;
  if (points === undefined)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('predictor.picks_error')}
      </Alert>
    );
  return (
    <Alert severity="success" icon={false}>
      {place === undefined
        ? t('predictor.my_points', { count: points })
        : t('predictor.my_place', { count: points, place })}
    </Alert>
  );
}

/** /predictor: the round's matches with the member's picks, the points and prizes, the board. */
export function PredictorRoute() {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const member = hydrated && signedIn && role === 'member';
  const round = useQuery(roundQuery());
  const board = useQuery(predictorBoardQuery());
  const picks = useQuery(picksQuery(member));
  const submit = useSubmitPick();
  const mine = picks.data?.data;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('predictor.title')}
      </Typography>
      <QueryStates
        query={round}
        skeleton={<Skeleton variant="rounded" height={480} />}
        isEmpty={(loaded) => loaded.data.round.matches.length === 0}
        empty={{ title: t('predictor.none') }}
      >
        {(loaded) => {
          const current = loaded.data.round;
          return (
            <Stack spacing={3}>
              <Typography color="textSecondary">
                {t('predictor.intro', {
                  outcome: current.points_outcome,
                  exact: current.points_exact,
                  places: current.prizes.length,
                })}
              </Typography>
              <MyRound
                member={member}
                points={mine?.points}
                place={mine?.place}
                failed={picks.isError}
                onRetry={() => void picks.refetch()}
              />
              <Box
                sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
              >
                <section aria-labelledby="predictor-matches">
                  <Typography
                    id="predictor-matches"
                    component="h2"
                    variant="h5"
                    sx={{ mb: 2, fontWeight: 700 }}
                  >
                    {current.status === 'settled'
                      ? t('predictor.round_over', { number: current.number })
                      : t('predictor.round', { number: current.number })}
                  </Typography>
                  <Grid container spacing={2}>
                    {current.matches.map((match) => (
                      <Grid key={match.id} size={{ xs: 12, sm: 6 }}>
                        <MatchCard
                          match={match}
                          pointsExact={current.points_exact}
                          pick={mine?.list.find((entry) => entry.match_id === match.id)}
                          member={member && mine !== undefined}
                          busy={submit.isPending && submit.variables.match_id === match.id}
                          onPick={(pick) => submit.mutate({ match_id: match.id, ...pick })}
                        />
                      </Grid>
                    ))}
                  </Grid>
                </section>
                <Stack spacing={3}>
                  <Paper
                    variant="outlined"
                    component="section"
                    aria-labelledby="predictor-board"
                    sx={{ p: 2 }}
                  >
                    <Typography
                      id="predictor-board"
                      component="h2"
                      variant="h6"
                      sx={{ mb: 1, fontWeight: 700 }}
                    >
                      {t('predictor.leaderboard')}
                    </Typography>
                    {board.data ? (
                      board.data.data.places.length === 0 ? (
                        <EmptyState title={t('predictor.board_empty')} />
                      ) : (
                        <LeaderboardTable
                          caption={t('predictor.leaderboard')}
                          places={board.data.data.places}
                          mine={mine?.place}
                        />
                      )
                    ) : (
                      <LeaderboardSkeleton rows={10} />
                    )}
                  </Paper>
                  <Paper
                    variant="outlined"
                    component="section"
                    aria-labelledby="predictor-prizes"
                    sx={{ p: 2 }}
                  >
                    <Typography
                      id="predictor-prizes"
                      component="h2"
                      variant="h6"
                      sx={{ mb: 1, fontWeight: 700 }}
                    >
                      {t('predictor.prizes')}
                    </Typography>
                    <Box component="ol" sx={{ m: 0, pl: 3 }}>
                      {current.prizes.map((prize, index) => (
                        <li key={index}>
                          {t('predictor.prize_place', {
                            place: index + 1,
                            amount: formatAmount(prize, { locale: i18n.language }),
                          })}
                        </li>
                      ))}
                    </Box>
                    <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                      {t('predictor.prizes_rule', { times: current.rollover_multiplier })}
                    </Typography>
                  </Paper>
                </Stack>
              </Box>
            </Stack>
          );
        }}
      </QueryStates>
    </Container>
  );
}
