import type { Page } from '@playwright/test';
import { check, heading, THEMES, useTheme } from './axe';
import { expect, signInAsDemo, test, visit } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function advanceFakeClock(page: Page, minutes: number) {
  await page.evaluate((by) => {
    (
      window as unknown as { __fortunaFake: { advanceClock: (minutes: number) => void } }
    ).__fortunaFake.advanceClock(by);
  }, minutes);
}

test.describe('accessibility of the KYC and VIP progress screens (axe)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of THEMES) {
    test(`in ${theme}, the KYC form and its statuses, and the VIP progress`, async ({ page }) => {
      test.setTimeout(60_000);
      await useTheme(page, theme);
      await signInAsDemo(page);

      // The form with its errors, a refused file and a preview.
      await visit(page, '/member/personal/kyc');
      await expect(heading(page, 'Identity verification')).toBeVisible();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await check(
        page,
        `${theme} KYC form errors`,
        page.getByText('Please add a photo of the back of the document'),
      );
      await expect(page.getByRole('textbox', { name: /^Real name/ })).toHaveValue('Juan Dela Cruz');
      await page.getByRole('combobox', { name: /^Document type/ }).click();
      await check(page, `${theme} KYC document types`, page.getByRole('listbox'));
      await page.getByRole('option', { name: 'Passport' }).click();
      await page.getByRole('textbox', { name: /^Document number/ }).fill('P77770000');
      const photo = page.locator('input[type=file][aria-label="Photo page of the passport"]');
      await photo.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: PNG });
      await check(
        page,
        `${theme} KYC refused photo`,
        page.getByText('Choose a JPEG, PNG or WebP image'),
      );
      await photo.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await check(
        page,
        `${theme} KYC preview`,
        page.getByRole('img', { name: 'Preview: Photo page of the passport' }),
      );

      // Pending review, then rejected with the reason and the form again.
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await check(page, `${theme} KYC pending`, page.getByText('Under review', { exact: true }));
      await advanceFakeClock(page, 10);
      await page.getByRole('button', { name: 'Check status' }).click();
      await check(
        page,
        `${theme} KYC rejected`,
        page.getByText('Verification rejected', { exact: true }),
      );

      // The VIP progress on the public page and in the member centre.
      await visit(page, '/vip');
      await check(page, `${theme} /vip with progress`, page.getByText('Progress to VIP 4'));
      await visit(page, '/member/personal/vip');
      await check(page, `${theme} member VIP`, heading(page, 'My VIP'));
    });
  }
});
