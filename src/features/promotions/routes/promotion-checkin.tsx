import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCheckinDay, PromotionCheckinResult } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { formatAmount } from '@/shared/lib/money';
import { FormAlert } from '@/shared/ui/form-alert';
import { QueryStates } from '@/shared/ui/query-states';
import { EmptyState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useCheckinEnabled } from '../api/checkin-permission';
import { useCheckinCycle, usePromotionActions } from '../api/member';
import { canCheckIn, checkinDayState } from '../model/checkin';

/**
 * The check-in mission tab (spec §2): the days of the current cycle with their rewards, which
 * are checked and which is today's, the streak, and today's check-in (once a day). Hidden with
 * the permission mission.checkin_status off.
 */
export function PromotionCheckinRoute() {
  const { t } = useTranslation();
  const enabled = useCheckinEnabled();
  if (enabled === false) return <EmptyState title={t('member_promotions.checkin.off')} />;
  return <CheckinCycle />;
}

function CheckinCycle() {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const cycle = useCheckinCycle();
  const { checkIn } = usePromotionActions();
  const [done, setDone] = useState<PromotionCheckinResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onCheckIn() {
    setError(null);
    try {
      const result = await checkIn.mutateAsync();
      setDone(result);
      toast('success', t('member_promotions.checkin.success', { reward: money(result.reward) }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.load_failed'));
    }
  }

  return (
    <Paper component="section" aria-labelledby="promotion-checkin" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="promotion-checkin" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('member_promotions.checkin.heading')}
      </Typography>
      <QueryStates query={cycle} skeleton={<Skeleton variant="rounded" height={260} />}>
        {(loaded) => {
          const info = loaded.data;
          return (
            <Stack spacing={2.5}>
              <Stack
                direction="row"
                sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', alignItems: 'baseline' }}
              >
                <Typography aria-live="polite">
                  {t('member_promotions.checkin.streak', { days: info.streak })}
                </Typography>
                <Typography color="textSecondary">
                  {t('member_promotions.checkin.today_reward', {
                    reward: money(info.today_reward),
                  })}
                </Typography>
              </Stack>
              <Box
                component="ol"
                aria-label={t('member_promotions.checkin.calendar', { days: info.cycle_days })}
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: {
                    xs: 'repeat(4, minmax(0, 1fr))',
                    sm: `repeat(${Math.min(info.cycle_days, 7)}, minmax(0, 1fr))`,
                  },
                }}
              >
                {info.days.map((day) => (
                  <CheckinDay key={day.day} day={day} reward={money(day.reward)} />
                ))}
              </Box>
              <FormAlert message={error} />
              {done ? (
                <Typography role="status" sx={{ fontWeight: 600 }}>
                  {t('member_promotions.checkin.done', {
                    day: done.day,
                    reward: money(done.reward),
                  })}
                </Typography>
              ) : null}
              <Box>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!canCheckIn(info)}
                  loading={checkIn.isPending}
                  onClick={() => void onCheckIn()}
                >
                  {canCheckIn(info)
                    ? t('member_promotions.checkin.check_in')
                    : t('member_promotions.checkin.checked')}
                </Button>
              </Box>
            </Stack>
          );
        }}
      </QueryStates>
    </Paper>
  );
}

function CheckinDay({ day, reward }: { day: PromotionCheckinDay; reward: string }) {
  const { t } = useTranslation();
  const state = checkinDayState(day);
  return (
    <Box
      component="li"
      aria-current={day.is_today ? 'date' : undefined}
      sx={{
        border: 2,
        borderRadius: 2,
        borderColor: state === 'today' ? 'primary.main' : 'divider',
        bgcolor: state === 'checked' ? 'action.selected' : 'transparent',
        p: 1,
        textAlign: 'center',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('member_promotions.checkin.day', { day: day.day })}
      </Typography>
      <Typography variant="body2">{reward}</Typography>
      <Typography
        variant="caption"
        color={state === 'ahead' ? 'textSecondary' : 'textPrimary'}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {state === 'checked' ? (
          <CheckCircle fontSize="inherit" color="success" aria-hidden />
        ) : null}
        {t(`member_promotions.checkin.state.${state}`)}
      </Typography>
    </Box>
  );
}
