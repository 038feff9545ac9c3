import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { affiliatePaths } from '../paths';

/** Credit transfer: the form and the list of transfers, as two tabs. */
export function CreditTransferRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.transfer.title')}
      </Typography>
      <Paper>
        <RouteTabs
          label={t('affiliate.transfer.views')}
          tabs={[
            { path: affiliatePaths.creditTransferForm(), label: t('affiliate.transfer.form_tab') },
            { path: affiliatePaths.creditTransferList(), label: t('affiliate.transfer.list_tab') },
          ]}
        />
      </Paper>
      <Outlet />
    </Stack>
  );
}
