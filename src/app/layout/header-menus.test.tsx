import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGetMessageUnreadCountQueryKey } from '@/api/generated/endpoints/messages/messages';
import { getGetUserProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import { getGetMemberSidebarQueryKey } from '@/api/generated/endpoints/system/system';
import type { MemberSidebarGroup, MenuPermission, UserInfo } from '@/api/generated/model';
import { renderScreen, testQueryClient } from '@/testing/render-screen';
import { AccountMenu, SiteMenu } from './header-menus';

const member = {
  username: 'demo001',
  member_level: 'Gold',
  money: '12850.75',
  currency: 'PHP',
  member_transfer_show: 0,
} as UserInfo;

/** The server menu (spec §6) granting the given permissions, one entry each. */
const serverMenu = (...permissions: MenuPermission[]): MemberSidebarGroup[] => [
  {
    title: 'Member centre',
    icon: 'wallet',
    entries: permissions.map((permission) => ({
      title: permission,
      icon: 'dot',
      path: `/${permission}`,
      permission,
    })),
  },
];

/** The account menu's button on a page, with the member, the server menu and unread counts known. */
async function openAccountMenu({
  granted,
  unread = 0,
}: {
  granted: MenuPermission[];
  unread?: number;
}) {
  const queryClient = testQueryClient();
  const ok = <T,>(data: T) => ({ status: 200, message: 'OK', data });
  queryClient.setQueryData(getGetUserProfileQueryKey(), ok(member));
  queryClient.setQueryData(getGetMemberSidebarQueryKey(), ok({ list: serverMenu(...granted) }));
  queryClient.setQueryData(
    getGetMessageUnreadCountQueryKey(),
    ok({ inbox: unread, letter: 0, total: unread }),
  );
  const onSignOut = vi.fn();
  const view = await renderScreen(<AccountMenu onSignOut={onSignOut} />, {
    i18n: 'english',
    queryClient,
  });
  await view.user.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Account menu' });
  return { ...view, menu, onSignOut };
}

const centreEntries = (menu: HTMLElement) =>
  within(within(menu).getByRole('navigation', { name: 'Member centre' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the account menu (issue 34)', () => {
  it('offers the member-centre screens the server menu grants, grouped, and no other', async () => {
    const { menu } = await openAccountMenu({ granted: ['deposits', 'betting_record'] });
    // The granted ones, with the screens no permission gates, in the member centre's groups.
    expect(centreEntries(menu)).toEqual([
      '/member/management/promotion',
      '/member/management/deposits',
      '/member/personal/betRecord',
      '/member/personal/vip',
      '/member/safety/responsible-gaming',
    ]);
    const centre = within(menu).getByRole('navigation', { name: 'Member centre' });
    expect(within(centre).getByRole('list', { name: 'Financial centre' })).toBeInTheDocument();
    expect(within(centre).queryByRole('link', { name: /^Withdraw/ })).not.toBeInTheDocument();
    expect(within(centre).queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
  });

  it('shows who is signed in, their VIP level, the main balance, Deposit and Withdraw', async () => {
    const { menu, user } = await openAccountMenu({ granted: [] });
    expect(within(menu).getByText('demo001')).toBeInTheDocument();
    expect(within(menu).getByText('Gold')).toBeInTheDocument();
    expect(within(menu).getByText('PHP 12,850.75')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Hide amounts' }));
    expect(within(menu).getByText('PHP ****')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Show amounts' }));
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/member/management/deposits/deposit',
    );
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/member/management/withdraw',
    );
  });

  it('shows the unread messages on the Messages entry', async () => {
    const { menu } = await openAccountMenu({ granted: ['the_message_center'], unread: 3 });
    // jsdom joins the hidden ' (3 unread)' without its space; a browser says 'Messages (3 unread)'.
    const messages = within(menu).getByRole('link', { name: /^Messages ?\(3 unread\)$/ });
    expect(messages).toHaveAttribute('href', '/member/personal/message');
    expect(within(messages).getByText('3')).toBeInTheDocument();
  });

  it('signs the member out from its Sign Out, and closes', async () => {
    const { menu, user, onSignOut } = await openAccountMenu({ granted: [] });
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('leads to the public pages too', async () => {
    const { menu } = await openAccountMenu({ granted: [] });
    const explore = within(menu).getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/vip');
  });
});

describe("the site's menu (issue 34)", () => {
  it('leads a guest to Promotions, the slot tournaments, the match predictor, VIP, the app download and the affiliate introduction', async () => {
    const { user } = await renderScreen(<SiteMenu />, { i18n: 'english' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Promotions', '/promotion'],
      ['Slot tournaments', '/tournaments'],
      ['Match predictor', '/predictor'],
      ['VIP', '/vip'],
      ['Download the app', '/dlapp'],
      ['Affiliate programme', '/af_intro'],
    ]);
  });
});
