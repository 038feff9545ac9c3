import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { RouteTabs } from './route-tabs';

const VIEWS = [
  { path: '/views/submit', label: 'Submit' },
  { path: '/views/record', label: 'Record' },
  { path: '/views/bank', label: 'Bank accounts' },
] as const;

async function renderAt(path: string, scrollable?: boolean) {
  return renderScreen(<RouteTabs label="Withdrawal views" tabs={VIEWS} scrollable={scrollable} />, {
    path,
  });
}

describe('a screen’s views (spec §2: the withdrawal’s submit, record and bank accounts)', () => {
  it('are a navigation of links to their pages, the one the address is under marked as the page', async () => {
    await renderAt('/views/record');
    const views = screen.getByRole('navigation', { name: 'Withdrawal views' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(VIEWS.map((view) => [view.label, view.path]));
    expect(within(views).getByRole('link', { current: 'page' })).toHaveTextContent('Record');
    expect(within(views).getAllByRole('link', { current: false })).toHaveLength(2);
    // Links to other pages, not tabs over panels of this one.
    expect(within(views).queryByRole('tab')).toBeNull();
  });

  it('mark the first view when the address is under none (the index)', async () => {
    await renderAt('/views');
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Submit');
  });

  it('issue 30: are plain elements styled once, not MUI’s measuring Tabs; a scrolling row keeps each name whole', async () => {
    const { container } = await renderAt('/views/bank', true);
    expect(container.querySelector('.MuiTabs-root, .MuiTab-root')).toBeNull();
    const views = screen.getByRole('navigation', { name: 'Withdrawal views' });
    expect(views).not.toHaveAttribute('data-fill');
    for (const link of within(views).getAllByRole('link'))
      expect(link.className).toBe('RouteTabs-link');
  });

  it('share the row’s width when they are few', async () => {
    await renderAt('/views/submit');
    expect(screen.getByRole('navigation', { name: 'Withdrawal views' })).toHaveAttribute(
      'data-fill',
    );
  });

  it('mark the view the caller names, or none (a menu whose page is not among them)', async () => {
    const withIcons = VIEWS.map((view) => ({ ...view, icon: <svg aria-hidden /> }));
    const { rerender } = await renderScreen(
      <RouteTabs label="Agent menu" tabs={withIcons} current="/views/bank" scrollable />,
      { path: '/views/submit/more' },
    );
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Bank accounts');
    expect(screen.getByRole('link', { current: 'page' }).querySelector('svg')).not.toBeNull();
    rerender(<RouteTabs label="Agent menu" tabs={withIcons} current={false} scrollable />);
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });
});
