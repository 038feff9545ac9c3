import { expect, fakeStarted, setScenario, test } from './fixtures';

test('maintenance (type 1) sends everyone to the maintenance page; off again, the page sends to /', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await setScenario(page, 'maintenance');
  await page.goto('/promotion');
  await expect(page).toHaveURL(/\/under_maintenance$/);
  await expect(page.getByRole('heading', { name: 'System is under maintenance' })).toBeVisible();
  await setScenario(page, 'maintenance', false);
  await page.goto('/under_maintenance');
  await expect(page).toHaveURL(/\/$/);
});

test('the ?scenario= flag turns a scenario on: area forbidden shows the restricted page', async ({
  page,
}) => {
  await page.goto('/?scenario=area-forbidden');
  await expect(page).toHaveURL(/\/area_forbidden$/);
  await expect(page.getByRole('heading', { name: 'Your access is restricted' })).toBeVisible();
});

test('the dev panel switches scenarios by name and resets the world to its seed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the developer tools' }).click();
  const panel = page.getByRole('dialog', { name: 'Developer tools' });
  // Turning it on navigates away (the panel unmounts), so click rather than check.
  await panel.getByRole('switch', { name: /^maintenance/ }).click();
  await expect(page).toHaveURL(/\/under_maintenance$/);
  await page.evaluate(() =>
    (window as unknown as { __fortunaFake: { reset: () => Promise<void> } }).__fortunaFake.reset(),
  );
  await page.goto('/under_maintenance');
  await expect(page).toHaveURL(/\/$/);
});

test('the dev panel lists the scenarios though it was on screen before the fake had started', async ({
  page,
  context,
}) => {
  // The fake's worker arrives late (a slow machine, a cold dev server): the site and its
  // developer tools are on screen first.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/fortuna-fake-worker.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not `untilInteractive`: the page is live before the fake is (that is the point).
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Open the developer tools' })).toBeVisible();
  release();
  await fakeStarted(page);
  await page.getByRole('button', { name: 'Open the developer tools' }).click();
  const panel = page.getByRole('dialog', { name: 'Developer tools' });
  await expect(panel.getByRole('switch', { name: /^maintenance/ })).not.toBeChecked();
  await expect(panel.getByRole('switch', { name: /^slow-network/ })).toBeVisible();
});

test('switching theme and colours applies at once, without a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('button', { name: 'Open the developer tools' }).click();
  const panel = page.getByRole('dialog', { name: 'Developer tools' });
  await panel.getByRole('combobox', { name: 'Theme' }).click();
  await page.getByRole('option', { name: 'Sakura' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme9');
  await panel.getByLabel('Primary').fill('#123456');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toHaveCSS(
    'background-color',
    'rgb(18, 52, 86)',
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
