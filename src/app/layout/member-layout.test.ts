import { describe, expect, it } from 'vitest';
import type { MemberSidebarGroup } from '@/api/generated/model';
import { visibleMenu } from './member-layout';

const groups: MemberSidebarGroup[] = [
  {
    title: 'Financial Centre',
    icon: 'wallet',
    entries: [
      { title: 'Game Balance', icon: 'coins', path: '/member/management/gameBalance' },
      { title: 'Member Transfer', icon: 'transfer', path: '/member/management/memberTransfer' },
      { title: 'Deposits', icon: 'deposit', path: '/member/management/deposits' },
    ],
  },
  {
    title: 'Personal Centre',
    icon: 'person',
    entries: [{ title: 'Messages', icon: 'mail', path: '/member/personal/message' }],
  },
];

describe('member menu (spec §2, §6)', () => {
  it('the member-transfer entry is shown only when member_transfer_show equals 1', () => {
    const paths = (show: number | undefined) =>
      visibleMenu(groups, show).flatMap((group) => group.entries.map((entry) => entry.path));
    expect(paths(1)).toContain('/member/management/memberTransfer');
    expect(paths(0)).not.toContain('/member/management/memberTransfer');
    expect(paths(undefined)).not.toContain('/member/management/memberTransfer');
  });

  it('entries without a screen in this build are dropped, and a group left empty is dropped', () => {
    const menu = visibleMenu(groups, 1);
    expect(menu.map((group) => group.title)).toEqual(['Financial Centre']);
    expect(menu[0]?.entries.map((entry) => entry.path)).toEqual([
      '/member/management/gameBalance',
      '/member/management/memberTransfer',
    ]);
  });
});
