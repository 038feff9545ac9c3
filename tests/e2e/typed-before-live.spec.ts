import { expect, test, untilInteractive, untilInThePortal } from './fixtures';

test('what a visitor types into the server’s sign-in page before it is live is kept, and signs the agent in', async ({
  page,
}) => {
  // A slow phone shows the server's page seconds before its scripts have run: they are held
  // here until the visitor has typed.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/agent/login', { waitUntil: 'commit' });
  const form = page.getByRole('region', { name: 'Agent sign-in' });
  // Were the browser to submit the form itself, the credentials would go in the request's body.
  await expect(form.locator('form')).toHaveAttribute('method', 'post');
  await form.getByRole('textbox', { name: 'Username' }).fill('agent001');
  await form.getByLabel(/^Password/).fill('agent1234');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await untilInteractive(page);
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('agent001');
  // What the form sends is what is on screen: no "Please enter your username".
  await form.getByRole('button', { name: 'Sign in' }).click();
  await untilInThePortal(page);
});
