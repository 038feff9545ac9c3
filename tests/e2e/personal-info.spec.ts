import { type Page } from '@playwright/test';
import { expect, fakeDb, signInAsDemo, test, visit } from './fixtures';

const INFO = '/member/personal/infoSetting';

/** The code the page's fake last "sent" for a purpose (profile_email or profile_sms). */
async function sentCode(page: Page, purpose: 'profile_email' | 'profile_sms'): Promise<string> {
  type Code = { purpose: string; code: string; sent_at: number };
  const codes = await fakeDb(page).find<Code>('verificationCodes', { purpose });
  return codes.sort((a, b) => b.sent_at - a.sent_at)[0]?.code ?? '';
}

test('personal info: a new e-mail verified with its code, the mobile verified by SMS, then saved', async ({
  page,
}) => {
  await signInAsDemo(page);
  await visit(page, INFO);
  await expect(page.getByRole('heading', { name: 'Personal info' })).toBeVisible();
  const realName = page.getByRole('textbox', { name: /^Real name/ });
  await expect(realName).toHaveValue('Juan Dela Cruz');
  await expect(realName).toHaveAttribute('readonly');
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();

  // A new e-mail address is not verified until its own code confirms it.
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  await email.fill('juan.new@example.com');
  const emailBox = page.getByRole('region', { name: 'Verify your e-mail address' });
  await emailBox.getByRole('button', { name: 'Send code' }).click();
  await expect(emailBox.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  const emailCode = emailBox.getByRole('textbox', { name: /^Code for your e-mail address/ });
  await emailCode.fill(await sentCode(page, 'profile_email'));
  await emailBox.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();

  // The mobile number, by SMS; the code goes in with Enter.
  const smsBox = page.getByRole('region', { name: 'Verify your mobile number' });
  await smsBox.getByRole('button', { name: 'Send code' }).click();
  const smsCode = smsBox.getByRole('textbox', { name: /^Code for your mobile number/ });
  await smsCode.fill('000000');
  await smsCode.press('Enter');
  await expect(smsBox.getByText('The verification code is incorrect or has expired')).toBeVisible();
  await smsCode.fill(await sentCode(page, 'profile_sms'));
  await smsCode.press('Enter');
  await expect(page.getByText('Your mobile number is verified')).toBeVisible();

  // Save: a nickname over 30 is refused on its field, then the info is saved.
  const nickname = page.getByRole('textbox', { name: /^Nickname/ });
  await nickname.fill('n'.repeat(31));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The nickname must be at most 30 characters')).toBeVisible();
  await nickname.fill('Juan the Lucky');
  await page.getByRole('combobox', { name: /^Gender/ }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your personal info is saved')).toBeVisible();

  // What was saved is what the page shows when opened again.
  await visit(page, '/member/personal/betRecord');
  await expect(page.getByRole('table', { name: 'Your bets' })).toBeVisible();
  await visit(page, INFO);
  await expect(page.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('Juan the Lucky');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('juan.new@example.com');
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(page.getByText('Your mobile number is verified')).toBeVisible();
});
