import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MemberSidebarGroup, MenuPermission, UserInfo } from '@/api/generated/model';
import type { MenuGroupId, ScreenDef, ScreenIcon } from '@/shared/lib/screens';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

/**
 * The member centre's groups as both of its menus show them (the member centre's side menu and
 * the header's account menu): spec §2, grouped entries, each with a title and an icon.
 */
export const MEMBER_GROUPS: Record<MenuGroupId, { labelKey: string; icon: ScreenIcon }> = {
  management: { labelKey: 'member.menu.group.management', icon: AccountBalanceOutlined },
  personal: { labelKey: 'member.menu.group.personal', icon: PersonOutlined },
  safety: { labelKey: 'member.menu.group.safety', icon: ShieldOutlined },
};

/** Spec §6: the permissions the server menu grants are those its entries carry. */
export function grantedPermissions(groups: readonly MemberSidebarGroup[]): Set<string> {
  return new Set(
    groups.flatMap((group) =>
      group.entries.flatMap((entry) => (entry.permission ? [entry.permission] : [])),
    ),
  );
}

/** One member screen (src/app/member-screens.ts). */
export type MemberScreen = ScreenDef<UserInfo, MenuPermission>;

const noBadge = () => 0;

/**
 * A menu entry's badge count (its screen's useBadge hook, e.g. the unread messages) and what is
 * said of it after the entry's name (', 3 unread'), so the badge is not the only signal. The
 * hook is the entry's own, so it is the same one on every render of that entry.
 */
export function useEntryBadge(entry: MemberScreen): { count: number; said: string } {
  const { t } = useTranslation();
  const count = (entry.useBadge ?? noBadge)();
  return { count, said: count > 0 ? t('member.menu_badge', { count }) : '' };
}

/** An entry's name with its badge count said to screen readers (the badge is hidden from them). */
export function EntryName({ title, said }: { title: string; said: string }) {
  return (
    <>
      {title}
      {said ? (
        <Box component="span" sx={visuallyHidden}>
          {said}
        </Box>
      ) : null}
    </>
  );
}

/** An entry's icon with its count as a badge (read out through the entry's name instead). */
export function BadgedIcon({
  entry,
  count,
  small,
}: {
  entry: MemberScreen;
  count: number;
  small?: true;
}) {
  const Icon = entry.icon;
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="error"
      invisible={count === 0}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <Icon fontSize={small ? 'small' : undefined} />
    </Badge>
  );
}
