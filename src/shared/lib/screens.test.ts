import { describe, expect, it } from 'vitest';
import { menuGroups, permittedScreens, type ScreenDef, screenOf } from './screens';

type User = { member_transfer_show: number };
const Icon = () => null;
const lazy = async () => ({ Component: () => null });
const screen = (
  id: string,
  path: string,
  group: ScreenDef<User>['group'],
  extra: Partial<ScreenDef<User>> = {},
): ScreenDef<User> => ({ id, path, labelKey: id, icon: Icon, group, lazy, ...extra });

const screens: ScreenDef<User>[] = [
  screen('balance', '/member/management/gameBalance', 'management', {
    permission: 'game_money_management',
  }),
  screen('memberTransfer', '/member/management/memberTransfer', 'management', {
    permission: 'member_transfer',
    visible: (user) => user.member_transfer_show === 1,
  }),
  screen('promotion', '/member/management/promotion', 'management'),
  screen('messages', '/member/personal/message', 'personal', {
    permission: 'the_message_center',
  }),
  screen('password', '/member/safety/pass', 'safety', { permission: 'account_settings' }),
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
const all = new Set(['game_money_management', 'member_transfer', 'the_message_center']);

describe('spec §6: member routes need a permission from the server menu', () => {
  it('routes whose permission is not granted are filtered out', () => {
    const granted = new Set(['game_money_management']);
    expect(ids(permittedScreens(screens, granted, { member_transfer_show: 1 }))).toEqual([
      'balance',
      'promotion',
    ]);
  });

  it('a route with no permission requirement is always kept', () => {
    expect(ids(permittedScreens(screens, new Set(), { member_transfer_show: 1 }))).toEqual([
      'promotion',
    ]);
  });

  it('the member-transfer entry also depends on member_transfer_show equal to 1', () => {
    expect(ids(permittedScreens(screens, all, { member_transfer_show: 1 }))).toContain(
      'memberTransfer',
    );
    expect(ids(permittedScreens(screens, all, { member_transfer_show: 0 }))).not.toContain(
      'memberTransfer',
    );
    // Not known yet: not shown until the user's info says so.
    expect(ids(permittedScreens(screens, all, undefined))).not.toContain('memberTransfer');
  });

  it('a parent with no remaining children is dropped', () => {
    const groups = menuGroups(screens, all, { member_transfer_show: 1 });
    expect(groups.map((group) => group.id)).toEqual(['management', 'personal']);
    expect(ids(groups[0]?.screens ?? [])).toEqual(['balance', 'memberTransfer', 'promotion']);
    expect(menuGroups(screens, new Set(), undefined).map((group) => group.id)).toEqual([
      'management',
    ]);
  });
});

describe('spec §2: the active entry is highlighted by its path', () => {
  it('a sub-view belongs to its screen, and a path only matches at a segment boundary', () => {
    expect(screenOf(screens, '/member/management/memberTransfer/list')?.id).toBe('memberTransfer');
    expect(screenOf(screens, '/member/management/gameBalance')?.id).toBe('balance');
    expect(screenOf(screens, '/member/management/gameBalanceX')).toBeUndefined();
    expect(screenOf(screens, '/member/personal/infoSetting')).toBeUndefined();
  });
});
