import { countSitePopupsAsSeen, expect, fakeDb, test } from './fixtures';

test('the page title, description and keywords follow the SEO configuration', async ({ page }) => {
  await page.goto('/promotion');
  await expect(page).toHaveTitle('Promotions | Fortuna');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Welcome bonuses/,
  );
  await page.goto('/games/Chess');
  await expect(page).toHaveTitle('Fortuna | Casino, Sports and Slots');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    'casino,sport,slots,lottery',
  );
});

test('switching language changes the texts and the seeded content without a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('button', { name: /^EN – Language: / }).click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(
    page.getByRole('navigation').first().getByRole('link', { name: 'คาสิโน' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('the floating tools: customer support lists the contact groups; back to top appears after scrolling', async ({
  page,
}) => {
  await page.goto('/');
  const tools = page.getByRole('complementary', { name: 'Tools' });
  await tools.getByRole('button', { name: 'Customer support' }).click();
  const support = page.getByRole('dialog', { name: 'Customer support' });
  await expect(support.getByText('Contact')).toBeVisible();
  await expect(support.getByRole('link', { name: 'support@fortuna.example' })).toHaveAttribute(
    'href',
    'mailto:support@fortuna.example',
  );
  await expect(support.getByRole('link', { name: 'Open live chat' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tools.getByRole('button', { name: 'Back to top' })).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await tools.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await tools.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/guide\/about\/\d+$/);
});

test('Customer Support not found when the site has no contact', async ({ page }) => {
  await page.goto('/');
  const db = fakeDb(page);
  const [config] = await db.find<{ contact: Record<string, string> }>('siteConfig', { id: 1 });
  const contact = Object.fromEntries(Object.keys(config?.contact ?? {}).map((key) => [key, '']));
  await db.update('siteConfig', { id: 1 }, { contact });
  await page.reload({ waitUntil: 'networkidle' });
  await page
    .getByRole('complementary', { name: 'Tools' })
    .getByRole('button', { name: 'Customer support' })
    .click();
  await expect(page.getByText('Customer Support not found')).toBeVisible();
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the festival animation plays once per visit after start-up, and never with reduced motion', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const festival = page.getByTestId('festival');
    await expect(festival).toBeAttached();
    await expect(festival).toHaveAttribute('aria-hidden', 'true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByTestId('festival')).toHaveCount(0);

    const calm = await browser.newContext({ reducedMotion: 'reduce' });
    await countSitePopupsAsSeen(calm);
    const calmPage = await calm.newPage();
    await calmPage.goto(page.url());
    await expect(
      calmPage.getByRole('contentinfo').getByRole('link', { name: 'About Fortuna' }),
    ).toBeVisible();
    await expect(calmPage.getByTestId('festival')).toHaveCount(0);
    await calm.close();
  });
});
