import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { memberScreens } from '../member-screens';
import { PhoneMemberMenu } from './phone-member-menu';

const entries = memberScreens.filter((entry) => entry.group === 'management');
const current = entries[1];
if (!current) throw new Error('the financial centre has more than one screen');

describe('the member centre’s menu on a phone (spec §2)', () => {
  it('is a navigation of links to the centre’s screens, the current one marked as the page', async () => {
    await renderScreen(<PhoneMemberMenu entries={entries} active={current.path} />, {
      i18n: 'english',
    });
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      entries.map((entry) => entry.path),
    );
    expect(within(menu).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      current.path,
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Links to other pages, not tabs over panels of this one.
    expect(within(menu).queryByRole('tab')).toBeNull();
  });

  it('issue 30: is plain elements styled once for the row, not MUI’s measuring Tabs', async () => {
    const { container } = await renderScreen(<PhoneMemberMenu entries={entries} active={false} />, {
      i18n: 'english',
    });
    expect(container.querySelector('.MuiTabs-root, .MuiTab-root')).toBeNull();
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
    for (const link of links) expect(link.className).toBe('PhoneMemberMenu-link');
  });
});
