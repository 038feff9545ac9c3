import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SportsSoccerOutlined from '@mui/icons-material/SportsSoccerOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useGetMemberSidebar } from '@/api/generated/endpoints/system/system';
import { affiliatePaths } from '@/features/affiliate';
import { useUserInfo } from '@/features/auth';
import { contentPaths } from '@/features/content';
import { promotionPaths } from '@/features/promotions';
import { predictorPaths } from '@/features/predictor';
import { tournamentPaths } from '@/features/tournaments';
import { vipPaths } from '@/features/vip';
import { withdrawPaths } from '@/features/withdraw';
import { useAmountVisibility } from '@/shared/lib/amount-visibility';
import { sitePaths } from '@/shared/lib/paths';
import { menuGroups, type ScreenIcon, screenOf } from '@/shared/lib/screens';
import { Amount } from '@/shared/ui/amount';
import { MenuGroup } from '@/shared/ui/menu-group';
import { ErrorState } from '@/shared/ui/states';
import { memberScreens } from '../member-screens';
import {
  BadgedIcon,
  EntryName,
  grantedPermissions,
  MEMBER_GROUPS,
  type MemberScreen,
  useEntryBadge,
} from './member-menu';

interface PanelProps {
  /** The panel's id, which its button's aria-controls names. */
  id: string;
  /** The button the panel hangs from. */
  anchor: HTMLElement;
  onClose: () => void;
}

/**
 * A header menu's panel: a dialog under its button (focus moves in, Escape and a press outside
 * close it, focus goes back to the button), as wide as a phone allows and scrolling within.
 */
function MenuPanel({
  id,
  anchor,
  onClose,
  label,
  children,
}: PanelProps & { label: string; children: ReactNode }) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      marginThreshold={8}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-label': label,
          sx: { width: 360, maxWidth: 'calc(100% - 16px)', maxHeight: 'calc(100% - 72px)' },
        },
      }}
    >
      {children}
    </Popover>
  );
}

/** A link of a menu: it closes the menu as it is followed. */
function MenuLink({
  to,
  icon,
  selected = false,
  onClose,
  children,
}: {
  to: string;
  icon: ReactNode;
  selected?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onClose}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={children} />
      </ListItemButton>
    </ListItem>
  );
}

const PUBLIC_LINKS: readonly { labelKey: string; to: () => string; icon: ScreenIcon }[] = [
  { labelKey: 'nav.promotion', to: promotionPaths.list, icon: LocalOfferOutlined },
  { labelKey: 'tournaments.menu', to: tournamentPaths.list, icon: EmojiEventsOutlined },
  { labelKey: 'predictor.menu', to: predictorPaths.home, icon: SportsSoccerOutlined },
  { labelKey: 'nav.vip', to: vipPaths.vip, icon: WorkspacePremiumOutlined },
  { labelKey: 'nav.app_download', to: contentPaths.appDownload, icon: PhoneIphoneOutlined },
  { labelKey: 'nav.affiliate_programme', to: affiliatePaths.intro, icon: GroupAddOutlined },
];

/** The site's public pages every visitor may open (spec §2 /promotion, /vip, /dlapp, /af_intro; /tournaments). */
function PublicLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <MenuGroup title={t('nav.explore')} icon={ExploreOutlined}>
      {PUBLIC_LINKS.map((link) => (
        <MenuLink
          key={link.labelKey}
          to={link.to()}
          icon={<link.icon />}
          selected={pathname === link.to()}
          onClose={onClose}
        >
          {t(link.labelKey)}
        </MenuLink>
      ))}
    </MenuGroup>
  );
}

/** The guest's (and agent's) menu: the public pages. */
export function SiteMenuPanel(props: PanelProps) {
  const { t } = useTranslation();
  return (
    <MenuPanel {...props} label={t('common.menu')}>
      <Box component="nav" aria-label={t('common.menu')}>
        <PublicLinks onClose={props.onClose} />
      </Box>
    </MenuPanel>
  );
}

/** One member-centre screen in the menu, with its badge (the unread messages). */
function ScreenLink({
  entry,
  selected,
  onClose,
}: {
  entry: MemberScreen;
  selected: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { count, said } = useEntryBadge(entry);
  return (
    <MenuLink
      to={entry.path}
      icon={<BadgedIcon entry={entry} count={count} />}
      selected={selected}
      onClose={onClose}
    >
      <EntryName title={t(entry.labelKey)} said={said} />
    </MenuLink>
  );
}

/**
 * The member's account menu: who is signed in and their VIP level, the main balance (hidden or
 * shown as everywhere else), Deposit and Withdraw, the member centre's screens grouped as its
 * side menu groups them (only those the server menu grants, spec §6), the public pages, and
 * Sign Out.
 */
export function AccountMenuPanel({ onSignOut, ...props }: PanelProps & { onSignOut: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useUserInfo();
  // The member centre's own query: one answer for both menus.
  const sidebar = useGetMemberSidebar(undefined, { query: { staleTime: 300_000 } });
  const [amountsShown, toggleAmounts] = useAmountVisibility('main');
  const info = user.data?.data;
  const granted = useMemo(() => grantedPermissions(sidebar.data?.data.list ?? []), [sidebar.data]);
  const groups = useMemo(() => menuGroups(memberScreens, granted, info), [granted, info]);
  const current = screenOf(memberScreens, pathname);
  const { onClose } = props;
  return (
    <MenuPanel {...props} label={t('nav.account_menu')}>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 20,
              border: '2px solid currentColor',
            }}
          >
            {info?.username.charAt(0).toUpperCase()}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {info ? info.username : <Skeleton width={96} />}
            </Typography>
            {info?.member_level ? (
              <Chip
                size="small"
                variant="outlined"
                icon={<WorkspacePremiumOutlined />}
                label={info.member_level}
              />
            ) : null}
          </Box>
        </Stack>
        <Box>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('wallet.main_balance')}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <AccountBalanceWalletOutlined fontSize="small" aria-hidden />
            <Typography component="p" sx={{ fontWeight: 700, fontSize: 20 }}>
              {info ? (
                <Amount value={info.money} type="main" currency={info.currency} />
              ) : (
                <Skeleton width={120} />
              )}
            </Typography>
            <IconButton
              size="small"
              aria-pressed={!amountsShown}
              aria-label={t(amountsShown ? 'wallet.hide_amounts' : 'wallet.show_amounts')}
              onClick={toggleAmounts}
            >
              {amountsShown ? (
                <VisibilityOffIcon fontSize="small" />
              ) : (
                <VisibilityIcon fontSize="small" />
              )}
            </IconButton>
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            fullWidth
            component={RouterLink}
            to={sitePaths.deposit()}
            onClick={onClose}
          >
            {t('nav.deposit')}
          </Button>
          <Button
            variant="outlined"
            fullWidth
            component={RouterLink}
            to={withdrawPaths.withdraw()}
            onClick={onClose}
          >
            {t('nav.withdraw')}
          </Button>
        </Stack>
      </Stack>
      <Divider />
      <Box component="nav" aria-label={t('member.menu.label')}>
        {sidebar.isPending || user.isPending ? (
          // While the server menu loads, only the screens that need no permission are known.
          <Stack spacing={1} sx={{ p: 2 }} aria-hidden>
            {[0, 1, 2].map((index) => (
              <Skeleton key={`menu-loading-${index}`} variant="rounded" height={36} />
            ))}
          </Stack>
        ) : sidebar.isError ? (
          <Box sx={{ p: 2 }}>
            <ErrorState onRetry={() => void sidebar.refetch()} />
          </Box>
        ) : (
          groups.map((group) => (
            <MenuGroup
              key={group.id}
              title={t(MEMBER_GROUPS[group.id].labelKey)}
              icon={MEMBER_GROUPS[group.id].icon}
            >
              {group.screens.map((entry) => (
                <ScreenLink
                  key={entry.id}
                  entry={entry}
                  selected={entry === current}
                  onClose={onClose}
                />
              ))}
            </MenuGroup>
          ))
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.explore')}>
        <PublicLinks onClose={onClose} />
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button
          variant="outlined"
          color="inherit"
          fullWidth
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          {t('auth.sign_out')}
        </Button>
      </Box>
    </MenuPanel>
  );
}
