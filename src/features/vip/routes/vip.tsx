import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccountRole } from '@/features/auth';
import { VipLevelsTable } from '../components/vip-levels';
import { VipProgressCard, vipProgressSkeleton } from '../components/vip-progress';
import { useVipProgress } from '../api/vip';

/**
 * /vip: the VIP levels compared side by side, lowest first; a signed-in member also sees their
 * level and progress to the next one above, and their level marked in the table.
 */
export function VipRoute() {
  const { t } = useTranslation();
  const member = useAccountRole() === 'member';
  const progress = useVipProgress(member);
  const mine = member ? progress.data?.data : undefined;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {t('vip.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('vip.intro')}
      </Typography>
      <Stack spacing={3}>
        {/* The progress is extra on this public page: a failure leaves the table alone. */}
        {member && !progress.isError ? (
          mine ? (
            <VipProgressCard progress={mine} />
          ) : (
            vipProgressSkeleton
          )
        ) : null}
        <VipLevelsTable currentLevel={mine?.current_level.level} />
      </Stack>
    </Container>
  );
}
