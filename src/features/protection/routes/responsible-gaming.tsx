import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '@/shared/ui/query-states';
import { useProtection } from '../api/protection';
import { ActivityHistory } from '../components/activity-history';
import { ProtectionTools } from '../components/protection-tools';

/** The deposit screen's offer before the first deposit, loaded with this screen's part. */
export { DepositOffer } from '../components/deposit-offer';

/**
 * Responsible gaming (UKGC RTS 12-14, MGA player protection directive): deposit and loss
 * limits, the session-time limit, the reality check, a time-out or self-exclusion, and the
 * account history. Every change is reviewed, then confirmed.
 */
export function ResponsibleGamingRoute() {
  const { t } = useTranslation();
  const protection = useProtection();
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('protection.screen.title')}
      </Typography>
      <Typography color="textSecondary">{t('protection.screen.intro')}</Typography>
      <QueryStates
        query={protection}
        skeleton={
          <Stack spacing={2.5}>
            {[0, 1, 2].map((index) => (
              <Paper key={index} sx={{ p: 3 }}>
                <Skeleton width="40%" />
                <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
              </Paper>
            ))}
          </Stack>
        }
      >
        {(loaded) => {
          const settings = loaded.data;
          return (
            <Stack spacing={2.5}>
              <ProtectionTools settings={settings} />
            </Stack>
          );
        }}
      </QueryStates>
      <ActivityHistory />
    </Stack>
  );
}
