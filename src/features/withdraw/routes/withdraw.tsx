import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { withdrawPaths } from '../paths';

/**
 * The withdrawal page (spec §2 withdraw): its heading, the tabs (submit, record, add new bank
 * account) and the sub-view.
 */
export function WithdrawRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('withdraw.title')}
      </Typography>
      <RouteTabs
        label={t('withdraw.tabs_label')}
        tabs={[
          { path: withdrawPaths.submit(), label: t('withdraw.tab_submit') },
          { path: withdrawPaths.record(), label: t('withdraw.tab_record') },
          { path: withdrawPaths.bankCards(), label: t('withdraw.tab_bank') },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
