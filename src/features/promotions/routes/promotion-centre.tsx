import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { useCheckinEnabled } from '../api/checkin-permission';
import { promotionPaths } from '../paths';

/**
 * The member's promotion centre (spec §2): its heading, the tabs apply, check-in mission (only
 * while the permission mission.checkin_status is on), code, daily mission and my, and the tab.
 */
export function PromotionCentreRoute() {
  const { t } = useTranslation();
  const checkin = useCheckinEnabled();
  const tabs = [
    { path: promotionPaths.apply(), label: t('member_promotions.tabs.apply') },
    ...(checkin
      ? [{ path: promotionPaths.checkin(), label: t('member_promotions.tabs.checkin') }]
      : []),
    { path: promotionPaths.code(), label: t('member_promotions.tabs.code') },
    { path: promotionPaths.missions(), label: t('member_promotions.tabs.missions') },
    { path: promotionPaths.my(), label: t('member_promotions.tabs.my') },
  ];
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('member_promotions.title')}
      </Typography>
      <RouteTabs label={t('member_promotions.tabs.label')} tabs={tabs} scrollable />
      <Outlet />
    </Stack>
  );
}
