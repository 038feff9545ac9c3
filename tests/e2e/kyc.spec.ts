import type { Page } from '@playwright/test';
import { expect, fakeDb, signInAsDemo, test, visit } from './fixtures';

const KYC = '/member/personal/kyc';
/** A 1×1 PNG: what the photo fields take (type and size are checked before upload). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses a photo in a field, as the browser's file picker would. */
async function choosePhoto(page: Page, field: string, name: string) {
  await page
    .locator(`input[type=file][aria-label="${field}"]`)
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: `Preview: ${field}` })).toBeVisible();
}

/** Moves the fake backend's clock on (the review takes 10 minutes there). */
async function advanceFakeClock(page: Page, minutes: number) {
  await page.evaluate((by) => {
    (
      window as unknown as { __fortunaFake: { advanceClock: (minutes: number) => void } }
    ).__fortunaFake.advanceClock(by);
  }, minutes);
}

test('KYC: an ID card with both photos is submitted, pending review, then verified on the fake clock', async ({
  page,
}) => {
  await signInAsDemo(page);
  await visit(page, KYC);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Identity verification' }),
  ).toBeVisible();
  await expect(page.getByText('Verify your identity')).toBeVisible();

  // The real name the profile holds, read-only (issue 34): not asked for again.
  const realName = page.getByRole('textbox', { name: /^Real name/ });
  await expect(realName).toHaveValue('Juan Dela Cruz');
  await expect(realName).not.toBeEditable();
  await page.getByRole('textbox', { name: /^Document number/ }).fill('A1234-5674321');
  // A file that is not a photo is refused before upload.
  await page
    .locator('input[type=file][aria-label="Front of the document"]')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(page.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
  await choosePhoto(page, 'Front of the document', 'front.png');
  await choosePhoto(page, 'Back of the document', 'back.png');
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByText('*********4321')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeHidden();

  await advanceFakeClock(page, 10);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByText('Identity verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
});

test('KYC: a rejected check shows the reason, and a passport is submitted again', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The rejection itself (the fake's review on its clock) is the fake's test and the axe spec's;
  // here it is set through the fake.
  const now = Math.floor(Date.now() / 1000);
  await fakeDb(page).create('kycChecks', {
    account_id: 10001,
    status: 3,
    real_name: 'Juan Dela Cruz',
    document_type: 1,
    id_number: 'A1234-5670000',
    submitted_at: now - 3600,
    reviewed_at: now - 3000,
    reason: 'The document number does not match the photo',
  });
  await visit(page, KYC);
  await expect(page.getByText('Verification rejected', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Reason: The document number does not match the photo. Please correct it and submit again.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Submit again' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Real name/ })).toHaveValue('Juan Dela Cruz');

  await page.getByRole('combobox', { name: /^Document type/ }).click();
  await page.getByRole('option', { name: 'Passport' }).click();
  // A passport has no back: only its photo page.
  await expect(page.getByRole('group', { name: 'Back of the document' })).toBeHidden();
  await page.getByRole('textbox', { name: /^Document number/ }).fill('P77771234');
  await choosePhoto(page, 'Photo page of the passport', 'passport.png');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByText('*****1234')).toBeVisible();
});

test('VIP: the member sees their level and progress on /vip and in the member centre', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsDemo(page);
  await visit(page, '/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'VIP 3' })).toBeVisible();
  await expect(page.getByText('Progress to VIP 4')).toBeVisible();
  const bet = page.getByRole('progressbar', { name: 'Turnover (valid bets)' });
  await expect(bet).toHaveAttribute('aria-valuetext', /of 300,000\.00$/);
  await expect(page.getByRole('columnheader', { name: /VIP 3/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await visit(page, '/member/personal/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'My VIP' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Deposit' })).toHaveAttribute(
    'aria-valuetext',
    /of 30,000\.00$/,
  );
  await expect(page.getByRole('heading', { name: 'Benefits of each level' })).toBeVisible();
});
