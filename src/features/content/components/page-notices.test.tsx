import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { DisplayPage } from '@/api/generated/model';
import { setToken } from '@/api/session';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { PageNotices } from './page-notices';

const backend = installFakeBackend();

afterEach(() => {
  localStorage.removeItem('fortuna-seen-notices');
  vi.unstubAllGlobals();
});

describe('PageNotices', () => {
  it('the announcement bar scrolls until its button pauses it; screen readers get each notice once', async () => {
    stubMatchMedia(() => false);
    setToken(await backend.signIn());
    const { user } = await renderScreen(<PageNotices page={DisplayPage.LOGIN_AFTER} />, {
      i18n: 'english',
    });
    const bar = await screen.findByRole('region', { name: 'Announcements' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^SABA Sports maintenance/),
      expect.stringMatching(/^Red Packet Rain is on/),
    ]);
    const pause = within(bar).getByRole('button', { name: 'Pause the announcements' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  it('under reduced motion the bar stands still: one notice at a time, the next and the previous at a press (read out), no pause button', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    setToken(await backend.signIn());
    const { user } = await renderScreen(<PageNotices page={DisplayPage.LOGIN_AFTER} />, {
      i18n: 'english',
    });
    const bar = await screen.findByRole('region', { name: 'Announcements' });
    const shown = () => bar.querySelector('[aria-live="polite"]')?.textContent;
    expect(shown()).toMatch(/^SABA Sports maintenance/);
    expect(bar).not.toHaveTextContent('Red Packet Rain is on');
    expect(bar).toHaveTextContent('1 of 2');
    expect(within(bar).queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Next announcement' }));
    expect(shown()).toMatch(/^Red Packet Rain is on/);
    expect(bar).toHaveTextContent('2 of 2');
    // Past the last, the first again; back from the first, the last.
    await user.click(within(bar).getByRole('button', { name: 'Next announcement' }));
    expect(shown()).toMatch(/^SABA Sports maintenance/);
    await user.click(within(bar).getByRole('button', { name: 'Previous announcement' }));
    expect(shown()).toMatch(/^Red Packet Rain is on/);
  });

  it('under reduced motion a bar of one notice has no buttons', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    await renderScreen(<PageNotices page={DisplayPage.LOGIN_BEFORE} />, { i18n: 'english' });
    await screen.findByRole('dialog', { name: 'Welcome to Fortuna' });
    const bar = screen.getByRole('region', { name: 'Announcements', hidden: true });
    expect(within(bar).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    expect(bar).toHaveTextContent(/\w/);
  });

  it('a guest before sign-in: the welcome popup once (remembered), the notices for everyone only', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    const first = await renderScreen(<PageNotices page={DisplayPage.LOGIN_BEFORE} />, {
      i18n: 'english',
    });
    const popup = await screen.findByRole('dialog', { name: 'Welcome to Fortuna' });
    const bar = screen.getByRole('region', { name: 'Announcements', hidden: true });
    expect(within(bar).queryByText('Red Packet Rain is on', { exact: false })).toBeNull();
    await first.user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    await renderScreen(<PageNotices page={DisplayPage.LOGIN_BEFORE} />, { i18n: 'english' });
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a popup opens with its text, at its full height: nothing in it moves under the pointer', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    await renderScreen(<PageNotices page={DisplayPage.LOGIN_BEFORE} />, { i18n: 'english' });
    // The moment the dialog is there, so is its text: no placeholder that would give way to it
    // (and move Close) once the sanitiser has loaded.
    const popup = await screen.findByRole('dialog', { name: 'Welcome to Fortuna' });
    expect(popup.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(within(popup).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(popup.textContent).toMatch(/Welcome to Fortuna.+\S/);
    expect(within(popup).getAllByText(/\w/).length).toBeGreaterThan(2);
  });

  it('a popup closed in one place is gone from every other place that showed it', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    const { user } = await renderScreen(
      <>
        <PageNotices page={DisplayPage.LOGIN_BEFORE} />
        <PageNotices page={DisplayPage.LOGIN_BEFORE} />
      </>,
      { i18n: 'english' },
    );
    await waitFor(() =>
      // The second modal hides the first from the accessibility tree: both counted.
      expect(
        screen.getAllByRole('dialog', { name: 'Welcome to Fortuna', hidden: true }),
      ).toHaveLength(2),
    );
    const top = screen.getByRole('dialog', { name: 'Welcome to Fortuna' });
    await user.click(within(top).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
  });
});
