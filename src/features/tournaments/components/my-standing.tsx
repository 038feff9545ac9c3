import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Tournament } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { gamePaths } from '@/features/games';
import { standingQuery } from '../api/queries';
import { Stat } from './stat';

/** The height the panel keeps whatever it holds, so the page does not move as it loads. */
const PANEL_MIN_HEIGHT = 180;

/**
 * The member's own line of a tournament (place, points, the prize of that place, and the points
 * to the place ahead), a guest's invitation to sign in and take part, or an agent's note. The
 * server's HTML has the guest's room: who is signed in is the browser's to know.
 */
export function MyStanding({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const member = hydrated && signedIn && role === 'member';
  const standing = useQuery(standingQuery(tournament.id, member));
  const { pathname, search } = useLocation();
  const points = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const amount = (value: string) => formatAmount(value, { locale: i18n.language });

  const body = () => {
    if (!hydrated) return <Skeleton variant="rounded" height={96} aria-hidden="true" />;
    if (!signedIn) {
      const query = new URLSearchParams(search);
      query.set('dialog', 'login');
      return (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('tournaments.mine.sign_in')}</Typography>
          <Button component={RouterLink} to={`${pathname}?${query}`} variant="contained">
            {t('tournaments.mine.sign_in_button')}
          </Button>
        </Stack>
      );
    }
    if (role !== 'member')
      return <Alert severity="info">{t('tournaments.mine.members_only')}</Alert>;
    const mine = standing.data?.data;
    if (!mine) {
      if (standing.isError)
        return (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void standing.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('tournaments.mine.error')}
          </Alert>
        );
      return <Skeleton variant="rounded" height={96} aria-hidden="true" />;
    }
    const settled = tournament.status === 'settled';
    const next =
      mine.place === undefined
        ? mine.points_to_next === undefined
          ? null
          : t('tournaments.mine.to_first', { points: points(mine.points_to_next) })
        : mine.points_to_next === undefined
          ? mine.place === 1 && !settled
            ? t('tournaments.mine.leader')
            : null
          : t('tournaments.mine.to_next', {
              points: points(mine.points_to_next),
              place: mine.place - 1,
            });
    return (
      <Stack spacing={1.5}>
        <Stack
          component="dl"
          direction="row"
          spacing={3}
          sx={{ m: 0, flexWrap: 'wrap' }}
          useFlexGap
        >
          <Stat label={t('tournaments.mine.place')} size="h5">
            {mine.place ?? '—'}
          </Stat>
          <Stat label={t('tournaments.mine.points')} size="h5">
            {points(mine.points)}
          </Stat>
          <Stat
            label={settled ? t('tournaments.mine.prize_won') : t('tournaments.mine.prize')}
            size="h5"
          >
            {mine.prize === undefined ? '—' : amount(mine.prize)}
          </Stat>
        </Stack>
        {mine.place === undefined && !settled ? (
          <Typography variant="body2">{t('tournaments.mine.not_placed')}</Typography>
        ) : null}
        {next ? <Typography variant="body2">{next}</Typography> : null}
        {settled && mine.prize !== undefined ? (
          <Alert severity="success">
            {t('tournaments.mine.won', {
              amount: amount(mine.prize),
              times: tournament.rollover_multiplier,
            })}
          </Alert>
        ) : null}
        {tournament.status === 'running' ? (
          <Button
            component={RouterLink}
            to={gamePaths.lobby('SlotMachine')}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('tournaments.play')}
          </Button>
        ) : null}
      </Stack>
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tournament-mine"
      sx={{ p: 2, minHeight: PANEL_MIN_HEIGHT }}
    >
      <Typography
        id="tournament-mine"
        component="h2"
        variant="h6"
        sx={{ mb: 1.5, fontWeight: 700 }}
      >
        {t('tournaments.mine.title')}
      </Typography>
      {body()}
    </Paper>
  );
}
