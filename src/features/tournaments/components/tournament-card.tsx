import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Tournament } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { formatServerTime } from '@/shared/lib/time';
import type { ServerClock } from '../model/countdown';
import { tournamentPaths } from '../paths';
import { Countdown } from './countdown';
import { Stat } from './stat';

/** Day and time as the tournaments show them (the site's clock). */
export const WHEN = 'YYYY-MM-DD HH:mm';

const STATUS_COLOR = { running: 'success', upcoming: 'info', settled: 'default' } as const;

/** The period and status chips of a tournament. */
export function TournamentChips({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" label={t(`tournaments.period.${tournament.period}`)} />
      <Chip
        size="small"
        color={STATUS_COLOR[tournament.status]}
        label={t(`tournaments.status.${tournament.status}`)}
      />
    </Stack>
  );
}

/** When it starts, ends or ended, and the countdown to the next of those. */
export function TournamentWhen({
  tournament,
  clock,
}: {
  tournament: Tournament;
  /** The server's time (none yet: no countdown). */
  clock: ServerClock | undefined;
}) {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const at = (stamp: number) => formatServerTime(stamp, offset, WHEN);
  switch (tournament.status) {
    case 'upcoming':
      return (
        <Stack spacing={0.25}>
          <Typography variant="body2">
            {t('tournaments.starts_at', { date: at(tournament.start_time) })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <Countdown target={tournament.start_time} clock={clock} kind="starts" />
          </Typography>
        </Stack>
      );
    case 'running':
      return (
        <Stack spacing={0.25}>
          <Typography variant="body2">
            {t('tournaments.ends_at', { date: at(tournament.end_time) })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <Countdown target={tournament.end_time} clock={clock} kind="ends" />
          </Typography>
        </Stack>
      );
    case 'settled':
      return (
        <Typography variant="body2">
          {t('tournaments.ended_at', { date: at(tournament.end_time) })}
        </Typography>
      );
  }
}

/** A tournament in the list: its name, period and state, pool, dates, and the way in. */
export function TournamentCard({
  tournament,
  clock,
}: {
  tournament: Tournament;
  clock: ServerClock;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`tournament-${tournament.id}`}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <EmojiEventsOutlined color="warning" aria-hidden="true" sx={{ fontSize: 36 }} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography
            id={`tournament-${tournament.id}`}
            component="h3"
            variant="h6"
            sx={{ fontWeight: 700 }}
          >
            {tournament.title}
          </Typography>
          <TournamentChips tournament={tournament} />
        </Stack>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {tournament.summary}
      </Typography>
      <Stack component="dl" direction="row" spacing={3} sx={{ m: 0 }}>
        <Stat label={t('tournaments.prize_pool')}>
          {formatAmount(tournament.prize_pool, { locale: i18n.language })}
        </Stat>
        <Stat label={t('tournaments.entrants')}>
          {new Intl.NumberFormat(i18n.language).format(tournament.entrants)}
        </Stat>
      </Stack>
      <TournamentWhen tournament={tournament} clock={clock} />
      <Button
        component={RouterLink}
        to={tournamentPaths.detail(tournament.id)}
        variant={tournament.status === 'running' ? 'contained' : 'outlined'}
        sx={{ mt: 'auto', alignSelf: 'flex-start' }}
        aria-label={t('tournaments.open_named', { title: tournament.title })}
      >
        {t('tournaments.open')}
      </Button>
    </Paper>
  );
}

/** A card's placeholder, of its size. */
export const TournamentCardSkeleton = () => (
  <Skeleton variant="rounded" height={260} aria-hidden="true" />
);
