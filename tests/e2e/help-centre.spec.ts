import type { Page } from '@playwright/test';
import { check, expectNoViolations, heading, THEMES, useTheme } from './axe';
import { expect, test, visit } from './fixtures';

/**
 * Issue 31: the help centre (guide, question guide, rule guide, policies), from the site's
 * footer, its search and each game list.
 */

test('issue 31: a visitor finds the withdrawal policy from the footer and a FAQ answer by search', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Policies' }).click();
  await expect(heading(page, 'Policies')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(heading(page, 'Terms and Conditions')).toBeVisible();
  await expect(page.getByText('Effective from 2026-01-01')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { name: '4. Withdrawals' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByText(/paid only to a bank card in your own name/),
  ).toBeVisible();

  // The help centre's home, from the policy's breadcrumbs; then its search.
  await page
    .getByRole('navigation', { name: 'Where you are' })
    .getByRole('link', { name: 'Help centre' })
    .click();
  await expect(heading(page, 'Help centre')).toBeVisible();
  const search = page.getByRole('search', { name: 'Search the help centre' });
  await search.getByRole('searchbox').fill('refused');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/guide\?q=refused$/);
  const results = page.getByRole('region', { name: 'Results for “refused”' });
  await results.getByRole('link', { name: 'Why was my withdrawal refused?' }).click();

  // The answer is open, and the address is a link to it.
  await expect(page).toHaveURL(/\/guide\/questions\?open=3$/);
  const answer = page.getByRole('main').getByText(/The most common reasons/);
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
  // Closed again, the address no longer names it; another one opened names that one.
  await page.getByText('Why was my withdrawal refused?').click();
  await expect(answer).toBeHidden();
  await expect(page).toHaveURL(/\/guide\/questions$/);
  await page.getByText('Can I withdraw a bonus straight away?').click();
  await expect(page).toHaveURL(/\/guide\/questions\?open=6$/);

  // The link opens the same answer in a fresh page.
  await page.reload();
  await expect(page.getByRole('main').getByText(/Not until its rollover is met/)).toBeVisible();
});

test('issue 31: each game list links to its family’s rules, and the floating tools to the help centre', async ({
  page,
}) => {
  await page.goto('/games/Casino');
  await page.getByRole('main').getByRole('link', { name: 'Rules of these games' }).click();
  await expect(heading(page, 'Live casino rules')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The third-card rule' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Help centre' });
  await expect(menu.getByRole('link', { name: 'Live casino rules' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await menu.getByRole('link', { name: 'Fishing game payouts' }).click();
  await expect(heading(page, 'Fishing game payouts')).toBeVisible();
  await page.getByRole('link', { name: 'Help centre' }).last().click();
  await expect(heading(page, 'Help centre')).toBeVisible();
});

test('issue 31: the help centre in Thai', async ({ page }) => {
  await page.goto('/guide/policy/privacy?locale=th');
  const title = await page.getByRole('main').getByRole('heading', { level: 1 }).textContent();
  expect(title).not.toBe('Privacy Policy');
  expect(title?.trim()).toBeTruthy();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

/** The help centre's pages, one after another without a reload, each checked by axe. */
async function checkTheHelpCentre(page: Page, theme: string) {
  await page.goto('/guide');
  await expect(heading(page, 'Help centre')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Getting started' })).toBeVisible();
  await expectNoViolations(page, `${theme} /guide`);
  const pages: [string, string][] = [
    ['/guide?q=withdrawal', 'Help centre'],
    ['/guide/article/3', 'How long does a withdrawal take?'],
    ['/guide/questions?open=3', 'Frequently asked questions'],
    ['/guide/rules/Casino', 'Live casino rules'],
    ['/guide/rules', 'Game rules'],
    ['/guide/policy/kyc-aml', 'KYC and Anti-Money-Laundering Policy'],
    ['/guide/policy', 'Policies'],
  ];
  for (const [path, name] of pages) {
    await visit(page, path);
    // A linked answer scrolls into view, the menu beside it under the sticky header; axe counts
    // a link half under the header as too small a target, so the check reads the page from the top.
    if (path.includes('open=')) {
      await expect(page.getByRole('main').locator('details[open]')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await check(page, `${theme} ${path}`, heading(page, name));
  }
}

test.describe('accessibility of the help centre (axe)', () => {
  for (const theme of THEMES)
    test(`in ${theme}, the guide, its search, an article, the questions, rules and policies`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await checkTheHelpCentre(page, theme);
    });
});

test.describe('the help centre at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('issue 31: the guide’s menu follows the page, and a policy reads without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/guide/policy/terms');
    await expect(heading(page, 'Terms and Conditions')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const article = await page.getByRole('article').boundingBox();
    const menu = await page.getByRole('navigation', { name: 'Help centre' }).boundingBox();
    expect(menu && article && menu.y > article.y).toBe(true);
  });
});
