import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prediction, PredictorMatch, PredictorOutcome } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerTime } from '@/shared/lib/time';

const STATUS_COLOR = { open: 'success', locked: 'warning', settled: 'default' } as const;

/** The outcome an exact score makes. */
const outcomeOf = (home: number, away: number): PredictorOutcome =>
  home > away ? '1' : home < away ? '2' : 'X';

/** A score field's value as a whole number from 0, or null. */
const scoreOf = (text: string): number | null =>
  /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;

/**
 * A match of the round: its sides, kick-off and state; the member's pick (1 / X / 2, pressed to
 * pick, and an exact score where offered) until kick-off, locked after; the result and the
 * points once settled. A guest sees the match and no controls.
 */
export function MatchCard({
  match,
  pointsExact,
  pick,
  member,
  busy,
  onPick,
}: {
  match: PredictorMatch;
  /** The points more a right exact score scores. */
  pointsExact: number;
  pick: Prediction | undefined;
  /** A signed-in member (who can pick). */
  member: boolean;
  busy: boolean;
  onPick: (pick: { outcome: PredictorOutcome; home_score?: number; away_score?: number }) => void;
}) {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const [home, setHome] = useState(pick?.home_score === undefined ? '' : String(pick.home_score));
  const [away, setAway] = useState(pick?.away_score === undefined ? '' : String(pick.away_score));
  const open = match.status === 'open';
  const title = t('predictor.versus', { home: match.home, away: match.away });
  const label = (outcome: PredictorOutcome) =>
    outcome === '1'
      ? t('predictor.win', { side: match.home })
      : outcome === '2'
        ? t('predictor.win', { side: match.away })
        : t('predictor.draw');
  const homeScore = scoreOf(home);
  const awayScore = scoreOf(away);
  const headingId = `match-${match.id}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={t(`predictor.sport.${match.sport}`)} />
        <Chip
          size="small"
          color={STATUS_COLOR[match.status]}
          label={t(`predictor.status.${match.status}`)}
        />
        <Typography variant="caption" color="textSecondary">
          {match.league}
        </Typography>
      </Stack>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('predictor.kick_off', {
          date: formatServerTime(match.kick_off, offset, 'YYYY-MM-DD HH:mm'),
        })}
      </Typography>
      {match.result ? (
        <Typography sx={{ fontWeight: 800 }}>
          {t('predictor.final', { home: match.result.home_score, away: match.result.away_score })}
        </Typography>
      ) : null}
      {member ? (
        <Stack
          role="group"
          direction="row"
          spacing={1}
          useFlexGap
          aria-label={t('predictor.your_pick_for', { match: title })}
          sx={{ flexWrap: 'wrap' }}
        >
          {match.outcomes.map((outcome) => (
            <Button
              key={outcome}
              size="small"
              variant={pick?.outcome === outcome ? 'contained' : 'outlined'}
              aria-pressed={pick?.outcome === outcome}
              disabled={!open || busy}
              onClick={() => {
                if (outcome !== pick?.outcome || pick.home_score !== undefined) onPick({ outcome });
              }}
              sx={{ flex: '1 1 auto', textTransform: 'none' }}
            >
              {label(outcome)}
            </Button>
          ))}
        </Stack>
      ) : null}
      {member && match.exact_score && open ? (
        <Typography variant="caption" color="textSecondary">
          {t('predictor.exact_hint', { points: pointsExact })}
        </Typography>
      ) : null}
      {member && match.exact_score && open ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          aria-label={t('predictor.exact_for', { match: title })}
          onSubmit={(event) => {
            event.preventDefault();
            if (homeScore === null || awayScore === null) return;
            onPick({
              outcome: outcomeOf(homeScore, awayScore),
              home_score: homeScore,
              away_score: awayScore,
            });
          }}
        >
          <TextField
            size="small"
            label={match.home}
            value={home}
            onChange={(event) => setHome(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            size="small"
            label={match.away}
            value={away}
            onChange={(event) => setAway(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            variant="outlined"
            sx={{ flexShrink: 0 }}
            disabled={busy || homeScore === null || awayScore === null}
          >
            {t('predictor.save_score')}
          </Button>
        </Stack>
      ) : null}
      {member && !open && !pick ? (
        <Typography variant="body2" color="textSecondary">
          {t('predictor.no_pick')}
        </Typography>
      ) : null}
      {pick ? (
        <Typography variant="body2">
          {pick.home_score !== undefined && pick.away_score !== undefined
            ? t('predictor.picked_score', {
                pick: label(pick.outcome),
                home: pick.home_score,
                away: pick.away_score,
              })
            : t('predictor.picked', { pick: label(pick.outcome) })}
        </Typography>
      ) : null}
      {match.status === 'locked' && member ? (
        <Typography variant="body2" color="textSecondary">
          {t('predictor.locked')}
        </Typography>
      ) : null}
      {pick?.points !== undefined ? (
        <Alert severity={pick.points > 0 ? 'success' : 'info'} sx={{ mt: 'auto' }}>
          {t('predictor.points_won', { count: pick.points })}
        </Alert>
      ) : null}
    </Paper>
  );
}
