import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { referralPaths } from '../paths';

/** The referral page (spec §2 personal centre referral): its heading, the tabs and the tab. */
export function ReferralRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('referral.title')}
      </Typography>
      <RouteTabs
        label={t('referral.tabs_label')}
        tabs={[
          { path: referralPaths.detail(), label: t('referral.tab_detail') },
          { path: referralPaths.reward(), label: t('referral.tab_reward') },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
