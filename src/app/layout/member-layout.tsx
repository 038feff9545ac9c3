import { mediaUrl } from '@/api/media';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '@/shared/ui/centre-frame';
import { Hint } from '@/shared/ui/hint';
import { MenuGroup } from '@/shared/ui/menu-group';
import { stickyMenuSx } from '@/shared/ui/sticky-menu';
import { TitleCard } from '@/shared/ui/title-card';
import {
  Navigate,
  Outlet,
  Link as RouterLink,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { useGetMemberSidebar } from '@/api/generated/endpoints/system/system';
import { useUserInfo } from '@/features/auth';
import { GameBalanceBar, walletPaths } from '@/features/wallet';
import { sitePaths } from '@/shared/lib/paths';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { type MenuGroupId, menuGroups, permittedScreens, screenOf } from '@/shared/lib/screens';
import { memberScreens } from '../member-screens';
import {
  BadgedIcon,
  EntryName,
  grantedPermissions,
  MEMBER_GROUPS as GROUPS,
  type MemberScreen,
  useEntryBadge,
} from './member-menu';
import type { RootData } from '../ssr/root-data';
import { PhoneMemberMenu } from './phone-member-menu';
import { readSidebarState, type SidebarState, writeSidebarState } from './sidebar-state';

/**
 * The member centre (spec §2): the side menu of grouped entries with titles and icons (a row on
 * phones), the active entry highlighted by its path, the sidebar collapsed or open as the
 * cookie keeps it, the personal-centre title bar, the game-balance bar and the page. A screen
 * the server menu does not grant sends to / (spec §6).
 */
export function MemberLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useUserInfo();
  const sidebar = useGetMemberSidebar(undefined, { query: { staleTime: 300_000 } });
  // While the page hydrates, the state the server rendered with (its request's cookie); on a
  // later visit to the centre, the cookie as the browser keeps it now.
  const rendered = useRouteLoaderData<RootData>('root')?.facts.sidebar;
  const hydrated = useHydrated();
  const [sidebarState, setSidebarState] = useState<SidebarState>(() =>
    hydrated || !rendered ? readSidebarState() : rendered,
  );
  const collapsed = sidebarState === 'collapsed';
  const granted = useMemo(() => grantedPermissions(sidebar.data?.data.list ?? []), [sidebar.data]);
  const info = user.data?.data;
  const groups = useMemo(() => menuGroups(memberScreens, granted, info), [granted, info]);
  const entries = groups.flatMap((group) => group.screens);
  // One menu is rendered, not both with one hidden.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const current = screenOf(memberScreens, pathname);
  const active = current && entries.includes(current) ? current.path : false;
  // The menu's entries come with the menu's and the user's answers, which React renders
  // synchronously (react-query's store): that render keeps the placeholders, and the entries
  // (the phone's twenty links) follow in a deferred, sliced one (issue 30).
  const loading = useDeferredValue(sidebar.isPending || user.isPending);
  // Once the menu and the user are known, a screen they do not allow is not shown.
  const refused =
    current !== undefined &&
    sidebar.data !== undefined &&
    info !== undefined &&
    !permittedScreens([current], granted, info).length &&
    // The member-transfer screen sends to the game balance page itself (its own rule).
    current.visible === undefined;
  if (refused) return <Navigate to={sitePaths.home()} replace />;
  const toggle = () => {
    const next: SidebarState = collapsed ? 'open' : 'collapsed';
    writeSidebarState(next);
    setSidebarState(next);
  };
  return (
    <CentreFrame menuWidth={collapsed ? 72 : 240}>
      {phone ? null : (
        <Paper component="nav" aria-label={t('member.menu.label')} sx={stickyMenuSx}>
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
            <Hint title={collapsed ? t('member.menu.expand') : t('member.menu.collapse')}>
              <IconButton
                size="small"
                onClick={toggle}
                aria-expanded={!collapsed}
                aria-label={collapsed ? t('member.menu.expand') : t('member.menu.collapse')}
              >
                {collapsed ? <ChevronRight /> : <ChevronLeft />}
              </IconButton>
            </Hint>
          </Box>
          {loading ? (
            <Stack spacing={1} sx={{ p: 1.5 }} aria-hidden>
              {[0, 1, 2].map((index) => (
                <Skeleton key={`menu-loading-${index}`} variant="rounded" height={36} />
              ))}
            </Stack>
          ) : null}
          {/* While the server menu loads, only the screens that need no permission would show,
              and the rest would push in among them when it came (CLS): skeletons until then. */}
          {(loading ? [] : groups).map((group) => (
            <MenuGroup
              key={group.id}
              title={t(GROUPS[group.id].labelKey)}
              icon={GROUPS[group.id].icon}
              collapsed={collapsed}
            >
              {group.screens.map((entry) => (
                <MenuEntry
                  key={entry.id}
                  entry={entry}
                  collapsed={collapsed}
                  selected={entry.path === active}
                />
              ))}
            </MenuGroup>
          ))}
        </Paper>
      )}
      <Box sx={{ minWidth: 0 }}>
        <TitleBar groupId={current?.group} />
        {!phone ? null : !loading && entries.length > 1 ? (
          <PhoneMemberMenu entries={entries} active={active} />
        ) : loading ? (
          // The menu's row is kept while the menu loads: the page below does not move (CLS).
          <Skeleton variant="rounded" height={48} aria-hidden sx={{ mb: 1 }} />
        ) : null}
        {/* The game balance page shows the same figures in full. */}
        {pathname.startsWith(walletPaths.gameBalance()) ? null : <GameBalanceBar />}
        <Outlet />
      </Box>
    </CentreFrame>
  );
}

/** One entry of the side menu: a link in its own <li> (a list holds list items). */
function MenuEntry({
  entry,
  collapsed,
  selected,
}: {
  entry: MemberScreen;
  collapsed: boolean;
  selected: boolean;
}) {
  const { t } = useTranslation();
  const { count, said } = useEntryBadge(entry);
  const title = t(entry.labelKey);
  const label = `${title}${said}`;
  return (
    <ListItem disablePadding>
      <Hint title={collapsed ? label : ''} placement="right">
        <ListItemButton
          component={RouterLink}
          to={entry.path}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          aria-label={collapsed ? label : undefined}
          sx={collapsed ? { justifyContent: 'center' } : undefined}
        >
          <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
            <BadgedIcon entry={entry} count={count} />
          </ListItemIcon>
          {collapsed ? null : <ListItemText primary={<EntryName title={title} said={said} />} />}
        </ListItemButton>
      </Hint>
    </ListItem>
  );
}

/**
 * The personal-centre title bar (spec §2): who is signed in and their level, and which part of
 * the member centre this is. Its height is fixed, so the page below does not move as it loads.
 */
function TitleBar({ groupId }: { groupId: MenuGroupId | undefined }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const info = user.data?.data;
  return (
    <TitleCard
      caption={groupId ? t(GROUPS[groupId].labelKey) : t('member.menu.label')}
      name={info?.username}
      avatar={mediaUrl(info?.avatar)}
    >
      {info?.member_level ? (
        <Chip size="small" color="secondary" label={info.member_level} />
      ) : null}
    </TitleCard>
  );
}
