import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DisplayPage } from '@/api/generated/model';
import { contentWidgets } from '@/features/content';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { withdrawPaths } from '../paths';

const PageNotices = lazy(async () => ({
  default: (await contentWidgets.pageNotices()).PageNotices,
}));

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
      {/* Spec §3 display page WITHDRAW: its announcement bar and popups. */}
      <Suspense fallback={null}>
        <PageNotices page={DisplayPage.WITHDRAW} />
      </Suspense>
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
