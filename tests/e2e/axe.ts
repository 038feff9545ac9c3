import type { Locator, Page } from '@playwright/test';
import axe from 'axe-core';
import type { ThemeId } from '../../src/theme/themes';
import { chooseTheme, expect } from './fixtures';

/**
 * axe for the journeys: every screen's accessibility spec (a11y*.spec.ts) checks its screens
 * with these, in the themes below.
 */

/** WCAG 2.2 A and AA, as issue 6 asks (axe tags every criterion by the version that added it). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The default theme and the two with their own home layout. */
export const THEMES: ThemeId[] = ['theme1', 'theme8', 'theme9'];

/** What the page's axe reports of one violation (plain data, out of the page). */
interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; html: string; failureSummary: string }[];
}

/**
 * Runs axe on the page (or one part of it) and fails with each violation's rule and targets.
 * axe-core is put in the page once per document (the journeys move between routes without a
 * reload) and run there directly: AxeBuilder injected it into every frame again and opened a
 * page to assemble each report, about 0.9 s a check against 0.15 s.
 */
export async function expectNoViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<void> {
  // Colours are read as they are drawn: a button just enabled is still fading from its disabled
  // grey (MUI's 250 ms transition), so the transitions under way end first. Endless ones (a
  // skeleton's pulse) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ scope, tags }) => {
      const state = window as unknown as { axe: typeof axe; __axeFooterChecked?: boolean };
      // The site's footer is the largest part of most pages and the same on every route: it is
      // checked with the first page of each document (each theme's, after each reload), and
      // left out of the later checks while the journey moves between routes without a reload.
      const context: axe.ElementContext = scope
        ? { include: [scope] }
        : state.__axeFooterChecked
          ? { exclude: [['body > #root footer']] }
          : document;
      // Violations only: the passes and the incomplete checks are not gathered.
      const results = await state.axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      if (!scope) state.__axeFooterChecked = true;
      return results.violations.map((violation): Violation => ({
        id: violation.id,
        impact: violation.impact ?? null,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          html: node.html,
          failureSummary: node.failureSummary ?? '',
        })),
      }));
    },
    { scope: include ?? null, tags: WCAG_22_AA },
  );
  expect(
    violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes
        .slice(0, 5)
        .map(
          (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary}`,
        ),
    })),
    `axe on ${where}`,
  ).toEqual([]);
}

/** Waits for the screen's level-1 heading, then for animations to settle, then runs axe. */
export async function check(page: Page, where: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await expectNoViolations(page, where);
}

export async function useTheme(page: Page, theme: ThemeId): Promise<void> {
  await chooseTheme(page, theme);
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('heading', { level: 1, name }).first();
