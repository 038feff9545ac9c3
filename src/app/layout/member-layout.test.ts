import { describe, expect, it } from 'vitest';
import type { MemberSidebarGroup, UserInfo } from '@/api/generated/model';
import { menuGroups } from '@/shared/lib/screens';
import { memberScreens } from '../member-screens';
import { grantedPermissions } from './member-menu';
import { readSidebarState, writeSidebarState } from './sidebar-state';

const server: MemberSidebarGroup[] = [
  {
    title: 'Financial Centre',
    icon: 'wallet',
    entries: [
      {
        title: 'Game Balance',
        icon: 'coins',
        path: '/member/management/gameBalance',
        permission: 'game_money_management',
      },
      {
        title: 'Member Transfer',
        icon: 'transfer',
        path: '/member/management/memberTransfer',
        permission: 'member_transfer',
      },
      { title: 'Promotions', icon: 'gift', path: '/member/management/promotion' },
    ],
  },
];

const user = (memberTransferShow: 0 | 1) =>
  ({ member_transfer_show: memberTransferShow }) as UserInfo;
const paths = (granted: Set<string>, info: UserInfo | undefined) =>
  menuGroups(memberScreens, granted, info).flatMap((group) =>
    group.screens.map((screen) => screen.path),
  );

describe('member menu (spec §2, §6), made from the features’ screens', () => {
  it('the server menu grants the permissions its entries carry', () => {
    expect([...grantedPermissions(server)].sort()).toEqual([
      'game_money_management',
      'member_transfer',
    ]);
  });

  it('the member-transfer entry is shown only when member_transfer_show equals 1', () => {
    const granted = grantedPermissions(server);
    expect(paths(granted, user(1))).toContain('/member/management/memberTransfer');
    expect(paths(granted, user(0))).not.toContain('/member/management/memberTransfer');
  });

  it('a screen whose permission the server menu does not grant is not in the menu', () => {
    // Screens that need no permission (the promotion centre, responsible gaming: a licence
    // requires its tools for every member, the VIP progress) are always kept (spec §6).
    const ungated = memberScreens
      .filter((screen) => screen.permission === undefined && screen.visible === undefined)
      .map((screen) => screen.path);
    expect(ungated).toEqual([
      '/member/management/promotion',
      '/member/safety/responsible-gaming',
      '/member/personal/vip',
    ]);
    // In the menu's group order: management, personal, safety.
    expect(paths(new Set(['member_transfer']), user(1))).toEqual([
      '/member/management/memberTransfer',
      '/member/management/promotion',
      '/member/personal/vip',
      '/member/safety/responsible-gaming',
    ]);
  });
});

describe('spec §2: the sidebar state is kept in a cookie', () => {
  it('open by default; collapsed once collapsed, also for the next visit', () => {
    document.cookie = 'sidebarStatus=; max-age=0; path=/';
    expect(readSidebarState()).toBe('open');
    writeSidebarState('collapsed');
    expect(document.cookie).toContain('sidebarStatus=collapsed');
    expect(readSidebarState()).toBe('collapsed');
    writeSidebarState('open');
    expect(readSidebarState()).toBe('open');
  });
});
