import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Skeleton from '@mui/material/Skeleton';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useGetMemberSidebar } from '@/api/generated/endpoints/system/system';
import type { MemberSidebarGroup } from '@/api/generated/model';
import { useUserInfo } from '@/features/auth';
import { GameBalanceBar } from '@/features/wallet';

/** Member screens this build has; menu entries for others are not shown (spec §2). */
export const MEMBER_SCREENS: Record<string, string> = {
  '/member/management/gameBalance': 'member.menu.game_balance',
  '/member/management/memberTransfer': 'member.menu.member_transfer',
};

/**
 * Spec §2, §6: the server's menu, without entries whose screen this build lacks, without
 * groups left empty, and with the member-transfer entry only when member_transfer_show is 1.
 */
export function visibleMenu(
  groups: readonly MemberSidebarGroup[],
  memberTransferShow: number | undefined,
): MemberSidebarGroup[] {
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) =>
          entry.path in MEMBER_SCREENS &&
          (entry.path !== '/member/management/memberTransfer' || memberTransferShow === 1),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

/** The member centre: the side menu (tabs on phones), the game-balance bar and the page. */
export function MemberLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useUserInfo();
  const sidebar = useGetMemberSidebar(undefined, { query: { staleTime: 300_000 } });
  const groups = visibleMenu(sidebar.data?.data.list ?? [], user.data?.data.member_transfer_show);
  const entries = groups.flatMap((group) => group.entries);
  const active = entries.find((entry) => pathname.startsWith(entry.path))?.path ?? false;
  const label = (path: string, fallback: string) => {
    const key = MEMBER_SCREENS[path];
    return key ? t(key) : fallback;
  };
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="nav"
          aria-label={t('member.menu.label')}
          sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 80 }}
        >
          {groups.map((group) => (
            <List
              key={group.title}
              dense
              subheader={<ListSubheader component="li">{group.title}</ListSubheader>}
            >
              {group.entries.map((entry) => (
                // A list holds list items: each link in its own <li>.
                <ListItem key={entry.path} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={entry.path}
                    selected={entry.path === active}
                    aria-current={entry.path === active ? 'page' : undefined}
                  >
                    <ListItemText primary={label(entry.path, entry.title)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ))}
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          {entries.length > 1 ? (
            <Tabs
              value={active}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('member.menu.label')}
              sx={{ display: { md: 'none' }, mb: 2 }}
            >
              {entries.map((entry) => (
                <Tab
                  key={entry.path}
                  value={entry.path}
                  label={label(entry.path, entry.title)}
                  component={RouterLink}
                  to={entry.path}
                />
              ))}
            </Tabs>
          ) : sidebar.isPending || user.isPending ? (
            // The tabs' row is kept while the menu loads: the page below does not move (CLS).
            <Skeleton
              variant="rounded"
              height={48}
              aria-hidden
              sx={{ display: { md: 'none' }, mb: 2 }}
            />
          ) : null}
          {/* The game balance page shows the same figures in full. */}
          {pathname.startsWith('/member/management/gameBalance') ? null : <GameBalanceBar />}
          <Outlet />
        </Box>
      </Box>
    </Container>
  );
}
