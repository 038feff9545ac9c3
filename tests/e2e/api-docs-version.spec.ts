import { readFileSync } from 'node:fs';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

/** The contract the page serves: the bundle `npm run generate` wrote. */
const contract: { info: { version: string } } = JSON.parse(
  readFileSync(new URL('../../src/api/generated/openapi.json', import.meta.url), 'utf8'),
);
const { version } = contract.info;

test('the API reference shows the contract version and opens its changelog (issue 32)', async ({
  page,
}) => {
  await page.goto('/api-docs/');
  const docs = page.getByRole('navigation', { name: 'API documentation' });
  await expect(page.getByText(`Contract version ${version}`, { exact: true })).toBeVisible();
  // Swagger UI still renders the contract under the header, under the site's CSP.
  await expect(page.getByRole('heading', { name: /Fortuna member API/ })).toBeVisible({
    timeout: 20_000,
  });

  await docs.getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(/\/api-docs\/changelog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  // Keep a Changelog: the contract's version has its release heading.
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^\\[${version.replace(/\./g, '\\.')}\\]`),
    }),
  ).toBeVisible();
  await expect(page.getByText(`Contract version ${version}`, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'the API changelog');

  await docs.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api-docs\/$/);
});
