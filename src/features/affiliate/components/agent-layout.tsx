import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '@/shared/ui/centre-frame';
import { MenuGroup } from '@/shared/ui/menu-group';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { stickyMenuSx } from '@/shared/ui/sticky-menu';
import { TitleCard } from '@/shared/ui/title-card';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useAgentInfo } from '../api/agent-session';
import { AGENT_MENU_GROUPS, type AgentMenuGroup, agentScreens } from '../screens';
import { menuGroups, type ScreenIcon, screenOf } from '@/shared/lib/screens';
import { Amount } from '@/shared/ui/amount';
import { StatusChip } from '@/shared/ui/status-chip';

/** The agent menu's group titles and icons. */
const GROUPS: Record<AgentMenuGroup, { labelKey: string; icon: ScreenIcon }> = {
  overview: { labelKey: 'affiliate.menu.group.overview', icon: InsightsOutlined },
  network: { labelKey: 'affiliate.menu.group.network', icon: GroupsOutlined },
  recruit: { labelKey: 'affiliate.menu.group.recruit', icon: PersonAddAltOutlined },
};

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/**
 * The agent portal (issue 15), as the member centre is laid out: its own side menu of grouped
 * entries made from the affiliate feature's screens (a row of links on phones), the active entry by its
 * path, a title bar with the agent, its status and credit, and the page.
 */
export function AgentLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const agent = useAgentInfo().data?.data;
  const groups = useMemo(
    () => menuGroups(agentScreens, NO_PERMISSIONS, agent, AGENT_MENU_GROUPS),
    [agent],
  );
  const entries = groups.flatMap((group) => group.screens);
  const active = screenOf(agentScreens, pathname)?.path ?? false;
  return (
    <CentreFrame>
      <Paper
        component="nav"
        aria-label={t('affiliate.menu.label')}
        sx={{ ...stickyMenuSx, display: { xs: 'none', md: 'block' } }}
      >
        {groups.map((group) => (
          <MenuGroup
            key={group.id}
            title={t(GROUPS[group.id].labelKey)}
            icon={GROUPS[group.id].icon}
          >
            {group.screens.map((entry) => {
              const Icon = entry.icon;
              const selected = entry.path === active;
              return (
                <ListItem key={entry.id} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={entry.path}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={t(entry.labelKey)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </MenuGroup>
        ))}
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <TitleCard caption={t('affiliate.portal')} name={agent?.username}>
          {agent ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip kind="affiliate" value={agent.affiliate_status} />
              <Chip
                variant="outlined"
                icon={<AccountBalanceWalletOutlined />}
                aria-label={t('affiliate.credit_label')}
                label={<Amount value={agent.credit} type="agent" currency={agent.currency} />}
              />
            </Stack>
          ) : null}
        </TitleCard>
        {/* On a phone the menu is a row of links (on a wider screen, the side menu). */}
        <Box sx={{ display: { md: 'none' }, mb: 2 }}>
          <RouteTabs
            label={t('affiliate.menu.label')}
            scrollable
            current={active}
            tabs={entries.map(({ path, labelKey, icon: Icon }) => ({
              path,
              label: t(labelKey),
              icon: <Icon fontSize="small" />,
            }))}
          />
        </Box>
        <Outlet />
      </Box>
    </CentreFrame>
  );
}
