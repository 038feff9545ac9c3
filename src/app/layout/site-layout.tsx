import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AccountActions, SessionWatcher } from '@/features/auth';
import { FastTransferWidget, WalletProvider } from '@/features/wallet';
import { DevPanel } from '../dev/dev-panel';
import { FestivalAnimation } from './festival';
import { FloatingTools } from './floating-tools';
import { LanguageMenu } from './language-menu';
import { SeoHead } from './seo-head';
import { useStartup } from '../startup';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public shell: header, the page, footer. Start-up data loads here, once. */
export function SiteLayout() {
  const { t } = useTranslation();
  const startup = useStartup();
  return (
    <WalletProvider>
      <Box
        sx={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <Link
          href="#main"
          sx={{
            position: 'absolute',
            left: -9999,
            '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
          }}
        >
          {t('common.skip_to_content')}
        </Link>
        <SiteHeader
          permissions={startup.permissions.data?.data}
          gameTypes={startup.gameTypes.data?.data.list}
          actions={
            <>
              <LanguageMenu />
              <AccountActions />
            </>
          }
        />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1 }}>
          <Outlet />
        </Box>
        <SiteFooter about={startup.about.data?.data.list} contact={startup.contact.data?.data} />
        <SessionWatcher />
        <SeoHead />
        {startup.ready ? (
          <FestivalAnimation setting={startup.custom.data?.data.festival_animation} />
        ) : null}
        {startup.custom.data?.data.floating_tools !== 0 ? (
          <FloatingTools
            contact={startup.contact.data?.data}
            threshold={startup.custom.data?.data.back_to_top_threshold ?? 300}
            fastTransfer={<FastTransferWidget />}
          />
        ) : null}
        {import.meta.env.VITE_APP_ENV !== 'production' ? <DevPanel /> : null}
      </Box>
    </WalletProvider>
  );
}
