import { type Locator, type Page } from '@playwright/test';
import { expect, signInAsDemo, test, visit } from './fixtures';

const TRADE = '/member/management/tradeRecords';
const BET = '/member/personal/betRecord';
/** Spec §5's eight date shortcuts, as the member reads them. */
const SHORTCUTS = [
  'Today',
  'Yesterday',
  'Last 7 days',
  'Last week',
  'This week',
  'Last 30 days',
  'Last month',
  'This month',
] as const;

const rows = (table: Locator) => table.locator('tbody tr');

/**
 * Picks each shortcut in turn and checks the list follows: the range it covers is said (server
 * timezone), and every record shown is from those days, or the list says there is none.
 */
async function eachShortcut(page: Page, table: Locator, empty: string): Promise<void> {
  for (const shortcut of SHORTCUTS) {
    await page.getByRole('button', { name: shortcut, exact: true }).click();
    await expect(page.getByRole('button', { name: shortcut, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const covers = page.getByText(
      /^\d{4}-\d\d-\d\d 00:00:00 to \d{4}-\d\d-\d\d 23:59:59 \(UTC\+8\)$/,
    );
    await expect(covers).toBeVisible();
    const [from = '', to = ''] =
      ((await covers.textContent()) ?? '').match(/\d{4}-\d\d-\d\d/g) ?? [];
    // The list has answered for this range once it is not busy; then read what it shows.
    await expect(
      page.locator('[aria-busy="false"]').filter({ has: table }).or(page.getByText(empty)),
    ).toBeVisible();
    if (await page.getByText(empty).isVisible()) continue;
    const days = await rows(table).evaluateAll((cells) =>
      cells.map((row) => row.querySelector('td')?.textContent?.slice(0, 10) ?? ''),
    );
    expect(days.length, shortcut).toBeGreaterThan(0);
    for (const day of days) expect(day >= from && day <= to, `${shortcut}: ${day}`).toBe(true);
  }
}

test('trade records: each date shortcut, a page size change and the page and overall totals', async ({
  page,
}) => {
  await signInAsDemo(page);
  await visit(page, TRADE);
  await expect(page.getByRole('heading', { name: 'Trade Records', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Movements of the main wallet' });
  await expect(rows(table)).toHaveCount(15);
  await expect(table.getByRole('rowheader', { name: 'Page Total' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Page size' }).click();
  await page.getByRole('option', { name: '30' }).click();
  await expect(rows(table)).toHaveCount(30);
  await expect(page).toHaveURL(/\?page_size=30$/);

  await eachShortcut(page, table, 'No trade records');

  // A record's detail, with its order number to copy.
  await page.getByRole('button', { name: 'Last 30 days', exact: true }).click();
  await rows(table)
    .first()
    .getByRole('button', { name: /^Details of / })
    .click();
  const detail = page.getByRole('dialog', { name: 'Trade record' });
  await expect(detail.getByRole('button', { name: 'Copy Order number' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toHaveCount(0);

  // On a phone the records are cards, plain elements drawn by the site's lean stylesheet
  // (shared/ui/lean-styles.ts, root.tsx): a bordered card, each fact's label muted over its
  // bold value. Without the stylesheet they would be a bare list of unstyled terms.
  await page.setViewportSize({ width: 360, height: 780 });
  const card = page
    .getByRole('list', { name: 'Movements of the main wallet' })
    .getByRole('listitem')
    .first();
  await expect(card).toBeVisible();
  const drawn = await card.evaluate((element) => {
    const style = (node: Element | null) => (node ? getComputedStyle(node) : null);
    const term = style(element.querySelector('dt'));
    const definition = style(element.querySelector('dd'));
    return {
      border: style(element)?.borderTopWidth,
      bullets: style(element.parentElement)?.listStyleType,
      mutedLabel: term !== null && definition !== null && term.color !== definition.color,
      boldValue: definition?.fontWeight,
      indented: definition?.marginLeft,
    };
  });
  expect(drawn).toEqual({
    border: '1px',
    bullets: 'none',
    mutedLabel: true,
    boldValue: '600',
    indented: '0px',
  });
});

test('bet records: each date shortcut, a page size change, the totals and the filters', async ({
  page,
}) => {
  await signInAsDemo(page);
  await visit(page, BET);
  await expect(page.getByRole('heading', { name: 'Bet Records', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your bets' });
  await expect(rows(table)).toHaveCount(15);
  const pageTotal = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Page Total' }) });
  // Bet amount, valid bet and win/loss are summed.
  await expect(pageTotal.getByRole('cell').filter({ hasText: /\d,?\d*\.\d\d$/ })).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Page size' }).click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(rows(table)).toHaveCount(25);

  await eachShortcut(page, table, 'No bets');

  // Game type, then one of its providers.
  await page.getByRole('button', { name: 'Last 30 days', exact: true }).click();
  await page.getByRole('combobox', { name: 'Game type' }).click();
  await page.getByRole('option', { name: 'Casino' }).click();
  await page.getByRole('combobox', { name: 'Provider' }).click();
  const provider = page.getByRole('option').nth(1);
  const name = (await provider.textContent()) ?? '';
  await provider.click();
  await expect(page).toHaveURL(/family=3&channel=\d+/);
  // The previous page stays on screen while the provider's bets load: wait until the list
  // shows only that provider's bets (or none).
  await expect
    .poll(async () => {
      const games = await rows(table).locator('td:nth-child(2)').allTextContents();
      return games.every((game) => game.includes(name));
    })
    .toBe(true);
  await expect(rows(table).first().or(page.getByText('No bets'))).toBeVisible();
});
