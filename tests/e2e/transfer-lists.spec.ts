import type { Page } from '@playwright/test';
import { expect, signInAsAgent, signInAsDemo, test } from './fixtures';

/** Issue 34: what a transfer list shows after a transfer, and on a phone. */

/** The agents' popup of display page 6 counted as seen: it would cover the form. */
async function agentPopupSeen(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const key = 'fortuna-seen-notices';
    const seen: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    const ids = Array.isArray(seen) ? seen : [];
    if (!ids.includes(86)) localStorage.setItem(key, JSON.stringify([...ids, 86]));
  });
}

for (const [width, height] of [
  [360, 780],
  [1440, 900],
] as const)
  test(`at ${width} px the credit transfer just made is in view on the list and marked as the current one`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await agentPopupSeen(page);
    await signInAsAgent(page, '/agent/creditTransfer/transfer');
    const recipient = page.getByRole('combobox', { name: /^Recipient/ });
    await expect(recipient.getByRole('option').nth(1)).toBeAttached();
    await recipient.selectOption({ index: 1 });
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1234');
    // The form's button is at the bottom of a long form: the list opens where it was.
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page).toHaveURL(/\/creditTransfer\/list$/);
    const made =
      width === 360
        ? page.getByRole('listitem').and(page.locator('[aria-current="true"]'))
        : page.getByRole('row').and(page.locator('[aria-current="true"]'));
    await expect(made).toContainText('1,234.00');
    await expect(made).toBeInViewport();
  });

test('on a phone each recent transfer is a card with its amount and status in view, nothing cut off at the side', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsDemo(page, '/member/management/gameBalance');
  const recent = page.getByRole('list', { name: 'Recent transfers' });
  const first = recent.getByRole('listitem').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.getByText('Status')).toBeVisible();
  for (const part of [first.getByText(/^\d[\d,]*\.\d{2}$/).first(), first.getByText('Status')]) {
    const box = await part.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  }
  const section = page.getByRole('region', { name: 'Recent transfers' });
  const overflow = await section.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
