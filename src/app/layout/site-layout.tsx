import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { DisplayPage } from '@/api/generated/model';
import {
  AccountActions,
  isAuthFlowPath,
  SessionWatcher,
  useAccountRole,
  useSignedIn,
} from '@/features/auth';
import { contentWidgets } from '@/features/content';
import { messageWidgets } from '@/features/messages';
import { prizeDrawWidgets } from '@/features/prize-draw';
import { affiliatePaths } from '@/features/affiliate';
import { gameWidgets, PLAY_AFTER_SIGN_IN } from '@/features/games';
import { protectionWidgets } from '@/features/protection';
import { walletWidgets, WalletProvider } from '@/features/wallet';
import { withdrawPaths } from '@/features/withdraw';
import { ClientOnly } from '@/shared/ui/client-only';
import { preloadable } from '@/shared/ui/preloadable';
import { renderedFor } from '../ssr/rendered-for';
import { FloatingTools, TOOLS_LANE_PX } from './floating-tools';
import { LanguageMenu } from './language-menu';
import { useStartup } from '../startup';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Parts of the shell that only some visitors see load on demand, not with home (issue 6).
const FastTransferWidget = preloadable(
  async () => (await walletWidgets.fastTransfer()).FastTransferWidget,
);
const RedPacketEntry = preloadable(async () => (await prizeDrawWidgets.redPacket()).RedPacketEntry);
const PageNotices = preloadable(async () => (await contentWidgets.pageNotices()).PageNotices);
// The session clock and the reality check: only for a signed-in member (never in home's bundle).
const SessionWidget = preloadable(async () => (await protectionWidgets.session()).SessionWidget);
// The header's menus (issue 34) and the messages button: their room is kept from the first frame,
// their code comes after it.
const loadMenus = () => import('./header-menus');
const AccountMenu = preloadable(async () => (await loadMenus()).AccountMenu);
const SiteMenu = lazy(async () => ({ default: (await loadMenus()).SiteMenu }));
const MessagesHeaderButton = preloadable(
  async () => (await messageWidgets.headerButton()).MessagesHeaderButton,
);

/**
 * A page the server rendered for a signed-in member asks for the member's parts of the shell
 * as its scripts start (issue 30: no chunk that waits for a render): the notices, the session
 * clock, the messages button, the account menu, the fast transfer and the red packet. Each
 * asked for its code only once the page had hydrated and rendered: on a phone the header and
 * the floating tools filled in over about 1.5 s after the screen. The notices first: a page's
 * own bar (the withdrawal's) sits above its content and moves it as it arrives.
 */
if (typeof window !== 'undefined' && renderedFor() === 'member')
  for (const part of [
    PageNotices,
    SessionWidget,
    MessagesHeaderButton,
    AccountMenu,
    FastTransferWidget,
    RedPacketEntry,
  ])
    part.preload().catch(() => undefined);

// A guest's tap on a game: the sign-in says which game, and the game opens once they are in.
const SignInToPlayReason = lazy(async () => ({
  default: (await gameWidgets.signInToPlay()).SignInToPlayReason,
}));
const PlayAfterSignIn = lazy(async () => ({
  default: (await gameWidgets.signInToPlay()).PlayAfterSignIn,
}));
const FestivalAnimation = lazy(async () => ({
  default: (await import('./festival')).FestivalAnimation,
}));
// Developer tools exist only outside production: a production build does not contain them.
const DevPanel =
  import.meta.env.VITE_APP_ENV !== 'production'
    ? lazy(async () => ({ default: (await import('../dev/dev-panel')).DevPanel }))
    : null;

/** The member centre's routes (router.tsx mounts them under /member). */
const MEMBER_CENTRE = '/member/';

/**
 * The room of a header button whose code loads after the first frame: the header's other
 * actions do not move when it arrives.
 */
function ButtonRoom({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box sx={[{ width: 40, height: 40, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <ClientOnly>{children}</ClientOnly>
    </Box>
  );
}

/** The public shell: header, the page, footer. Start-up data loads here, once. */
export function SiteLayout() {
  const { t } = useTranslation();
  const startup = useStartup();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const member = signedIn && role === 'member';
  const festival = startup.custom.data?.data.festival_animation;
  const [search] = useSearchParams();
  const playAfterSignIn = search.has(PLAY_AFTER_SIGN_IN);
  const { pathname } = useLocation();
  const inMemberCentre = pathname.startsWith(MEMBER_CENTRE);
  const toolsShown = startup.custom.data?.data.floating_tools !== 0;
  // On a wide window the page and the footer keep out of the floating tools' lane.
  const clearOfTools = { pr: { md: toolsShown ? `${TOOLS_LANE_PX}px` : 0 } };
  // The member's and the agent's sign-in, registration and reset pages: no popup over them.
  const provingWho =
    isAuthFlowPath(pathname) ||
    pathname === affiliatePaths.login() ||
    pathname === affiliatePaths.apply();
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
          // A member's phone header: the brand's mark, the balance, Deposit and the account menu
          // in one row, the session clock and the language in a slim row under it, and no game
          // families' row in the member centre (its own tabs are there): the page's content
          // starts in the first screen (issue 34).
          phoneGameNav={!(member && inMemberCentre)}
          phoneBar={
            member ? (
              <>
                <Box sx={{ minWidth: '8.5rem', display: 'flex' }}>
                  <ClientOnly>
                    <SessionWidget realityCheck={false} />
                  </ClientOnly>
                </Box>
                <LanguageMenu />
              </>
            ) : undefined
          }
          actions={
            <>
              {member ? (
                // Its room is kept from the first frame: the clock arrives later (its own part,
                // then the session's answer) and must not push the header's other actions.
                // Always mounted (it asks the reality check); on phones the slim row shows it.
                <Box
                  sx={{
                    // As wide as the clock with a usual net (the header holds every family at
                    // 1440 px beside it).
                    minWidth: '7.5rem',
                    display: { xs: 'none', sm: 'flex' },
                    justifyContent: 'flex-end',
                  }}
                >
                  <ClientOnly>
                    <SessionWidget />
                  </ClientOnly>
                </Box>
              ) : null}
              <Box sx={{ display: member ? { xs: 'none', sm: 'block' } : 'block' }}>
                <LanguageMenu />
              </Box>
              {/* Not on phones: the account menu's Messages shows the count there. */}
              {member ? (
                <ButtonRoom sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <MessagesHeaderButton />
                </ButtonRoom>
              ) : null}
              <AccountActions
                agentHome={affiliatePaths.dashboard()}
                withdrawHome={withdrawPaths.withdraw()}
                accountMenu={(onSignOut) => (
                  <ButtonRoom>
                    <AccountMenu onSignOut={onSignOut} />
                  </ButtonRoom>
                )}
                signInReason={
                  playAfterSignIn ? (
                    <ClientOnly>
                      <SignInToPlayReason />
                    </ClientOnly>
                  ) : undefined
                }
              />
              {/* A member finds the public pages in the account menu. */}
              {member ? null : (
                <ButtonRoom>
                  <SiteMenu />
                </ButtonRoom>
              )}
            </>
          }
        />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, ...clearOfTools }}>
          <Outlet />
        </Box>
        <SiteFooter
          about={startup.about.data?.data.list}
          contact={startup.contact.data?.data}
          sx={clearOfTools}
        />
        {/* Spec §3 display pages: before sign-in the guest's notices, after it the member's, and
            the agent's (AFFILIATE_LOGIN_AFTER) for a signed-in agent. */}
        <ClientOnly>
          {startup.ready ? (
            <PageNotices
              page={
                !signedIn
                  ? DisplayPage.LOGIN_BEFORE
                  : role === 'agent'
                    ? DisplayPage.AFFILIATE_LOGIN_AFTER
                    : DisplayPage.LOGIN_AFTER
              }
              label={t('content.notices.site_label')}
              fixed
              popups={!provingWho}
            />
          ) : null}
        </ClientOnly>
        <SessionWatcher />
        <ClientOnly>
          {startup.ready && festival?.status === 1 ? (
            <FestivalAnimation setting={festival} />
          ) : null}
          {DevPanel && !toolsShown ? <DevPanel /> : null}
          {playAfterSignIn ? <PlayAfterSignIn /> : null}
        </ClientOnly>
        {toolsShown ? (
          <FloatingTools
            devTools={
              DevPanel ? (
                <ClientOnly>
                  <DevPanel docked />
                </ClientOnly>
              ) : null
            }
            contact={startup.contact.data?.data}
            threshold={startup.custom.data?.data.back_to_top_threshold ?? 300}
            fastTransfer={
              member ? (
                <ClientOnly>
                  <FastTransferWidget />
                </ClientOnly>
              ) : null
            }
            redPacket={
              member ? (
                <ClientOnly>
                  <RedPacketEntry />
                </ClientOnly>
              ) : null
            }
          />
        ) : null}
      </Box>
    </WalletProvider>
  );
}
