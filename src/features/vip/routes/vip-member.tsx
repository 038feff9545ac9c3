import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '@/shared/ui/query-states';
import { useVipProgress } from '../api/vip';
import { VipLevelsTable } from '../components/vip-levels';
import { VipProgressCard, vipProgressSkeleton } from '../components/vip-progress';

/** The member centre's VIP screen: the member's level and progress, then every level's benefits. */
export function VipMemberRoute() {
  const { t } = useTranslation();
  const progress = useVipProgress();
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('vip.progress.title')}
      </Typography>
      <QueryStates query={progress} skeleton={vipProgressSkeleton}>
        {(loaded) => (
          <Stack spacing={2.5}>
            <VipProgressCard progress={loaded.data} />
            <Typography component="h2" variant="h6">
              {t('vip.progress.benefits')}
            </Typography>
            <VipLevelsTable currentLevel={loaded.data.current_level.level} />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
