import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Tournament } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { gamePaths } from '@/features/games';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { formatAmount } from '@/shared/lib/money';
import { formatServerTime } from '@/shared/lib/time';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { leaderboardQuery, standingQuery, tournamentQuery } from '../api/queries';
import { LeaderboardSkeleton, LeaderboardTable } from '@/shared/ui/leaderboard-table';
import { MyStanding } from '../components/my-standing';
import { TournamentChips, TournamentWhen, WHEN } from '../components/tournament-card';
import { tournamentPaths } from '../paths';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { prefetchTournaments, tournamentQuery } from '../api/queries';

/** A column from md; on a phone its parts join the page's one column (in their `order`). */
const COLUMN = {
  display: { xs: 'contents', md: 'flex' },
  flexDirection: 'column',
  gap: 3,
  minWidth: 0,
} as const;

/** Rows the board keeps room for before it loads: the prize places, at least ten. */
const boardRows = (tournament: Tournament | undefined) =>
  Math.max(10, ...(tournament?.prizes.map((range) => range.to_place) ?? []));

function Leaderboard({ tournament }: { tournament: Tournament | undefined }) {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const board = useQuery(leaderboardQuery(id));
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const member = hydrated && signedIn && role === 'member';
  const mine = useQuery(standingQuery(id, member)).data?.data.place;
  const offset = useServerOffset();
  const data = board.data?.data;
  const content = () => {
    if (!data)
      return board.isError ? (
        <ErrorState onRetry={() => void board.refetch()} />
      ) : (
        <LeaderboardSkeleton rows={boardRows(tournament)} />
      );
    if (data.places.length === 0)
      return (
        <EmptyState
          title={
            data.status === 'upcoming'
              ? t('tournaments.board_upcoming')
              : t('tournaments.board_empty')
          }
          body={data.status === 'upcoming' ? undefined : t('tournaments.board_empty_hint')}
        />
      );
    return (
      <LeaderboardTable caption={t('tournaments.leaderboard')} places={data.places} mine={mine} />
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tournament-board" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{
          mb: 1,
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography id="tournament-board" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('tournaments.leaderboard')}
        </Typography>
        {data ? (
          <Typography
            variant="caption"
            color="textSecondary"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {data.status === 'settled'
              ? t('tournaments.final')
              : t('tournaments.updated', {
                  time: formatServerTime(data.updated_at, offset, 'HH:mm:ss'),
                })}
            {' · '}
            {t('tournaments.entrants_count', {
              count: data.entrants,
              formatted: new Intl.NumberFormat(i18n.language).format(data.entrants),
            })}
          </Typography>
        ) : null}
      </Stack>
      {content()}
    </Paper>
  );
}

function Prizes({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tournament-prizes" sx={{ p: 2 }}>
      <Typography
        id="tournament-prizes"
        component="h2"
        variant="h6"
        sx={{ mb: 1, fontWeight: 700 }}
      >
        {t('tournaments.prizes')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('tournaments.places')}</TableCell>
            <TableCell scope="col" align="right">
              {t('tournaments.share')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('tournaments.prize_each')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tournament.prizes.map((range) => (
            <TableRow key={range.from_place}>
              <TableCell component="th" scope="row">
                {range.from_place === range.to_place
                  ? range.from_place
                  : t('tournaments.place_range', { from: range.from_place, to: range.to_place })}
              </TableCell>
              <TableCell align="right">{`${range.share}%`}</TableCell>
              <TableCell align="right">
                {formatAmount(range.amount, { locale: i18n.language })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Rules({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  const offset = useServerOffset();
  const at = (stamp: number) => formatServerTime(stamp, offset, WHEN);
  return (
    <section aria-labelledby="tournament-rules">
      <Typography id="tournament-rules" component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
        {t('tournaments.rules')}
      </Typography>
      <RulesBox label={t('tournaments.rules')} columns={2}>
        <Fact label={t('tournaments.rule.games')}>
          <Link component={RouterLink} to={gamePaths.lobby('SlotMachine')}>
            {t('nav.categories.SlotMachine')}
          </Link>
        </Fact>
        <Fact label={t('tournaments.rule.min_stake')}>
          {formatAmount(tournament.min_stake, { locale: i18n.language })}
        </Fact>
        <Fact label={t('tournaments.rule.points')} wide>
          {t('tournaments.rule.points_value')}
        </Fact>
        <Fact label={t('tournaments.rule.period')} wide>
          {t('tournaments.rule.period_value', {
            start: at(tournament.start_time),
            end: at(tournament.end_time),
          })}
        </Fact>
        <Fact label={t('tournaments.rule.prizes')} wide>
          {t('tournaments.rule.prizes_value', { times: tournament.rollover_multiplier })}
        </Fact>
      </RulesBox>
    </section>
  );
}

/** /tournaments/{id}: a tournament, its live leaderboard, the member's standing, prizes and rules. */
export function TournamentRoute() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery(tournamentQuery(id));
  const board = useQuery(leaderboardQuery(id));
  const tournament = query.data?.data;
  const failed = !valid || query.isError;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Breadcrumbs aria-label={t('tournaments.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={tournamentPaths.list()} underline="hover" color="inherit">
          {t('tournaments.title')}
        </Link>
        {tournament ? (
          <Typography color="textPrimary" aria-current="page">
            {tournament.title}
          </Typography>
        ) : null}
      </Breadcrumbs>
      {failed ? (
        query.error?.status === 404 || !valid ? (
          <EmptyState title={t('errors.not_found_title')} body={t('errors.not_found_body')} />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )
      ) : (
        <Grid container spacing={3}>
          <Grid size={12}>
            {tournament ? (
              <Stack spacing={1}>
                <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
                  {tournament.title}
                </Typography>
                <TournamentChips tournament={tournament} />
                <Typography color="textSecondary">{tournament.summary}</Typography>
                <Stack
                  direction="row"
                  spacing={4}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}
                >
                  <div>
                    <Typography variant="caption" color="textSecondary" component="p">
                      {t('tournaments.prize_pool')}
                    </Typography>
                    <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                      {formatAmount(tournament.prize_pool, { locale: i18n.language })}
                    </Typography>
                  </div>
                  <TournamentWhen
                    tournament={tournament}
                    clock={
                      board.data
                        ? {
                            serverNow: board.data.data.updated_at,
                            receivedAtMs: board.dataUpdatedAt,
                          }
                        : undefined
                    }
                  />
                </Stack>
              </Stack>
            ) : (
              <Skeleton variant="rounded" height={180} aria-hidden="true" />
            )}
          </Grid>
          <Grid size={12}>
            {/* Two columns from md (the board and the rules; the member's line and the prizes);
                on a phone one, in the order a member reads: their line, the board, the prizes,
                the rules. */}
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3 }}>
              <Box sx={{ ...COLUMN, flex: 2 }}>
                <Box sx={{ order: 2 }}>
                  <Leaderboard tournament={tournament} />
                </Box>
                {tournament ? (
                  <Box sx={{ order: 4 }}>
                    <Rules tournament={tournament} />
                  </Box>
                ) : null}
              </Box>
              <Box sx={{ ...COLUMN, flex: 1 }}>
                {tournament ? (
                  <Box sx={{ order: 1 }}>
                    <MyStanding tournament={tournament} />
                  </Box>
                ) : null}
                {tournament ? (
                  <Box sx={{ order: 3 }}>
                    <Prizes tournament={tournament} />
                  </Box>
                ) : null}
              </Box>
            </Box>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
