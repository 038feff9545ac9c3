import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionMission } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { formatServerDateTime } from '@/shared/lib/time';
import { FormAlert } from '@/shared/ui/form-alert';
import { QueryStates } from '@/shared/ui/query-states';
import { StatusChip } from '@/shared/ui/status-chip';
import { toast } from '@/shared/ui/toast';
import { useMissions, usePromotionActions } from '../api/member';
import { canClaim, missionPercent } from '../model/mission';

const skeleton = (
  <Stack spacing={1.5}>
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} variant="rounded" height={96} />
    ))}
  </Stack>
);

/**
 * The daily mission tab (spec §2): each mission with its progress (counted by the server from
 * the member's bets and deposits), its reward and status; Claim while it is claimable, once.
 */
export function PromotionMissionsRoute() {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const missions = useMissions();
  return (
    <Paper component="section" aria-labelledby="promotion-missions" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="promotion-missions" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('member_promotions.missions.heading')}
      </Typography>
      {missions.data ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('member_promotions.missions.reset_at', {
            at: formatServerDateTime(missions.data.data.reset_at, offset),
          })}
        </Typography>
      ) : null}
      <QueryStates
        query={missions}
        skeleton={skeleton}
        isEmpty={(loaded) => loaded.data.list.length === 0}
        empty={{ title: t('member_promotions.missions.empty') }}
      >
        {(loaded) => (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {loaded.data.list.map((mission) => (
              <MissionItem key={mission.id} mission={mission} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Paper>
  );
}

function MissionItem({ mission }: { mission: PromotionMission }) {
  const { t, i18n } = useTranslation();
  const { claim } = usePromotionActions();
  const [error, setError] = useState<string | null>(null);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  // Amounts show as money, counts (no decimals in the target) as they are.
  const amount = (value: string) => (mission.target.includes('.') ? money(value) : value);
  const progress = t('member_promotions.missions.progress', {
    progress: amount(mission.progress),
    target: amount(mission.target),
  });
  const titleId = `mission-${mission.id}`;

  async function onClaim() {
    setError(null);
    try {
      const result = await claim.mutateAsync(mission.id);
      toast(
        'success',
        t('member_promotions.missions.claimed_toast', { reward: money(result.reward) }),
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.load_failed'));
    }
  }

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }}>
              {mission.title}
            </Typography>
            <StatusChip kind="promotion_mission" value={mission.status} />
          </Stack>
          <LinearProgress
            variant="determinate"
            value={missionPercent(mission)}
            aria-label={`${mission.title}: ${progress}`}
            sx={{ my: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="textSecondary">
            {progress}
            {' · '}
            {t('member_promotions.missions.reward', { reward: money(mission.reward) })}
          </Typography>
          <FormAlert message={error} />
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            disabled={!canClaim(mission)}
            loading={claim.isPending}
            onClick={() => void onClaim()}
            aria-describedby={titleId}
          >
            {mission.status === 3
              ? t('member_promotions.missions.claimed')
              : t('member_promotions.missions.claim')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
