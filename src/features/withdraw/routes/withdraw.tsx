import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DisplayPage } from '@/api/generated/model';
import { askPageNoticesEarly, contentWidgets } from '@/features/content';
import { ClientOnly } from '@/shared/ui/client-only';
import { preloadable } from '@/shared/ui/preloadable';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { withdrawPaths } from '../paths';

/** The page's announcement bar and popups, a part whose code `askEarly` asks for ahead. */
export const PageNotices = preloadable(
  async () => (await contentWidgets.pageNotices()).PageNotices,
);

/**
 * The page's notices come before its form, not after it (issue 30: no chunk that waits for a
 * render, no request that waits for one): their code and their data are asked for with the
 * screen's own as the page starts (on a reload the page's head asks for the data as the HTML
 * arrives). On a phone the announcement bar came about 1.5 s after the form and pushed it down
 * under the member's finger; now it arrives while the form is still loading.
 */
export function askEarly(): void {
  // The server only records the URLs; the browser loads the code.
  if (!import.meta.env.SSR) PageNotices.preload().catch(() => undefined);
  askPageNoticesEarly(DisplayPage.WITHDRAW);
}

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
      {/* Spec §3 display page WITHDRAW: its announcement bar and popups. The browser's alone (the
          member's notices need the session): a part the server rendered empty would hydrate
          in a pass of its own, after the page's, and the bar would come after the form. */}
      <ClientOnly>
        <PageNotices page={DisplayPage.WITHDRAW} />
      </ClientOnly>
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
