import { screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '@/i18n/english-for-tests';
import { renderScreen } from '@/testing/render-screen';
import { DateRange } from './date-range';
import { useDateRange } from './use-date-range';

const i18n = await englishI18n();
// Thursday 2025-11-20 01:30 at +8.
const NOW = Date.UTC(2025, 10, 19, 17, 30);

function Filter({ required }: { required: boolean }) {
  const state = useDateRange(480, NOW);
  return <DateRange state={state} required={required} />;
}

function renderAt(
  path: string,
  { required = false, texts = i18n }: { required?: boolean; texts?: I18n } = {},
) {
  return renderScreen([{ path: '/records', element: <Filter required={required} /> }], {
    path,
    i18n: texts,
  });
}

/** A date field, once the picker's chunk has loaded (slow on a first, cold transform). */
const dateField = (name: string) =>
  screen.findByRole('group', { name: new RegExp(`^${name}`) }, { timeout: 10_000 });

/** The text a date field shows (its year, month and day sections). */
const fieldText = async (name: string) => (await dateField(name)).textContent;

describe('DateRange (spec §5 date ranges)', () => {
  it('offers the eight shortcuts of spec §5 as toggle buttons in one labelled group', async () => {
    await renderAt('/records');
    const group = screen.getByRole('group', { name: 'Quick ranges' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last week',
      'This week',
      'Last 30 days',
      'Last month',
      'This month',
    ]);
  });

  it('a shortcut goes in the URL, back to page 1, and the fields show the days it covers', async () => {
    const { router, user } = await renderAt('/records?page=3&direction=sent');
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    expect(router.state.location.search).toBe('?direction=sent&range=last_week');
    expect(screen.getByRole('button', { name: 'Last week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(async () => expect(await fieldText('From')).toContain('2025-11-10'));
    expect(await fieldText('To')).toContain('2025-11-16');
    // Spec §5: 00:00:00 to 23:59:59, yyyy-MM-dd HH:mm:ss, in the server timezone.
    expect(
      screen.getByText('2025-11-10 00:00:00 to 2025-11-16 23:59:59 (UTC+8)'),
    ).toBeInTheDocument();
    // Pressed again, the shortcut is released.
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    expect(router.state.location.search).toBe('?direction=sent');
  });

  it('each date is typed by keyboard in yyyy-MM-dd; the range goes in the URL once both ends are there', async () => {
    const { router, user } = await renderAt('/records?page=2');
    const from = await dateField('From');
    await user.click(within(from).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('20251101');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2025-11-01'));
    // One end only filters nothing yet: spec §5's required-field prompt for the date range.
    expect(screen.getByText('Please select the date range')).toBeInTheDocument();
    const to = screen.getByRole('group', { name: /^To/ });
    await user.click(within(to).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('20251105');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2025-11-01&to=2025-11-05'),
    );
    expect(screen.queryByText('Please select the date range')).toBeNull();
  });

  it('a required range that is empty shows the required-field prompt', async () => {
    const { user } = await renderAt('/records', { required: true });
    expect(screen.getByRole('group', { name: /^Date range/ })).toBeInTheDocument();
    expect(screen.getByText('Please select the date range')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.queryByText('Please select the date range')).toBeNull();
    expect(await fieldText('From')).toContain('2025-11-20');
  });

  it('the calendar opens from a labelled button and is used by keyboard', async () => {
    const { router, user } = await renderAt('/records?from=2025-11-01&to=2025-11-05');
    await dateField('From');
    // The selected date is read out in the member's language.
    const open = screen.getByRole('button', {
      name: 'From: choose a date, Nov 1, 2025 is selected',
    });
    await user.click(open);
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '1', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2025-11-02&to=2025-11-05'),
    );
  });

  it("the calendar speaks the member's language", async () => {
    const japanese = await englishI18n();
    await japanese.changeLanguage('ja');
    await renderAt('/records?from=2025-11-01&to=2025-11-05', { texts: japanese });
    // Japanese month and day names come from dayjs's locale, loaded with the picker.
    expect(
      await screen.findByRole('button', { name: /2025年11月1日/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
