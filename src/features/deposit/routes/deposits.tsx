import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { depositPaths } from '../paths';

/** The deposit page (spec §2 deposits): its heading, the tabs (deposit, record) and the sub-view. */
export function DepositsRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('deposit.title')}
      </Typography>
      <RouteTabs
        label={t('deposit.tabs_label')}
        tabs={[
          { path: depositPaths.deposit(), label: t('deposit.tab_deposit') },
          { path: depositPaths.record(), label: t('deposit.tab_record') },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
