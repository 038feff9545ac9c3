import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VipProgress, VipProgressAmount } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { formatServerDate } from '@/shared/lib/time';
import { ArtImage } from '@/shared/ui/art-image';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { progressPercent } from '../model/progress';
import { useAnimatedPercent } from './use-animated-percent';

/** Placeholders of the loaded card's size. */
export const vipProgressSkeleton = <Skeleton variant="rounded" height={260} />;

/** One requirement's bar: its name, current / required, and the part reached. */
function RequirementBar({ label, amount }: { label: string; amount: VipProgressAmount }) {
  const { t, i18n } = useTranslation();
  const percent = progressPercent(amount.current, amount.required);
  const shown = useAnimatedPercent(percent);
  const current = formatAmount(amount.current, { locale: i18n.language });
  const required = formatAmount(amount.required, { locale: i18n.language });
  return (
    <Stack spacing={0.75}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.25 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('vip.progress.amount', { current, required })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={shown}
        aria-label={label}
        aria-valuetext={t('vip.progress.bar_text', { percent, current, required })}
        sx={{
          height: 10,
          borderRadius: 5,
          '& .MuiLinearProgress-bar': { transition: 'none', borderRadius: 5 },
        }}
      />
    </Stack>
  );
}

/** The member's level with its logo, and the progress to the next level. */
export function VipProgressCard({ progress }: { progress: VipProgress }) {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const overall = useAnimatedPercent(progress.percent);
  const next = progress.next_level;
  return (
    <Paper component="section" aria-labelledby="vip-progress" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }}>
        <Stack
          direction={{ xs: 'row', sm: 'column' }}
          spacing={1.5}
          sx={{ alignItems: 'center', minWidth: { sm: 140 } }}
        >
          <ArtImage src={mediaUrl(progress.current_level.logo)} width={72} height={72} eager />
          <Box sx={{ textAlign: { sm: 'center' } }}>
            <Typography variant="body2" color="textSecondary">
              {t('vip.progress.my_level')}
            </Typography>
            <Typography id="vip-progress" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
              {progress.current_level.name}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          {next && progress.deposit && progress.bet ? (
            <>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Typography component="p" variant="h6">
                  {t('vip.progress.to_next', { level: next.name })}
                </Typography>
                <Typography
                  component="p"
                  variant="h5"
                  sx={{
                    fontWeight: 800,
                    color: 'primary.main',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  <span aria-hidden="true">{`${String(Math.round(overall))}%`}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t('vip.progress.overall', { percent: progress.percent })}
                  </Box>
                </Typography>
              </Stack>
              <RequirementBar label={t('vip.progress.deposit')} amount={progress.deposit} />
              <RequirementBar label={t('vip.progress.bet')} amount={progress.bet} />
              <Typography variant="body2" color="textSecondary">
                {t('vip.progress.period_end', {
                  date: formatServerDate(progress.period_end, offset),
                })}
              </Typography>
            </>
          ) : (
            <Typography component="p" variant="h6">
              {t('vip.progress.top_level')}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
