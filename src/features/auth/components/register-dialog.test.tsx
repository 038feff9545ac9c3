import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { renderScreen } from '@/testing/render-screen';
import { RegisterDialog } from './register-dialog';

const backend = installFakeBackend();

async function openRegistration() {
  const rendered = await renderScreen(
    <RegisterDialog open onClose={() => undefined} onSwitchToLogin={() => undefined} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  return { ...rendered, dialog };
}

describe('the registration panel', () => {
  it("links its terms checkbox to the site's Terms and Conditions, opening in a new tab", async () => {
    const { dialog } = await openRegistration();
    // The about entry the seeded world titles so.
    const terms = backend
      .fake()
      .ctx.db.about.findFirst((q) => q.where({ title: 'Terms and Conditions' }));
    expect(terms).toBeDefined();

    const link = within(dialog).getByRole('link', { name: /^Terms and Conditions/ });
    expect(link).toHaveAttribute('href', `/guide/about/${terms?.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The parentheses part the words for a screen reader.
    expect(link).toHaveAccessibleName(/^Terms and Conditions ?\(opens in a new tab\)$/);
    expect(
      within(dialog).getByRole('checkbox', {
        name: /^I am of legal age and agree to the Terms and Conditions/,
      }),
    ).not.toBeChecked();
  });

  it('shows what was typed in the password and in its confirmation, each with its own toggle', async () => {
    const { dialog, user } = await openRegistration();
    const password = within(dialog).getByLabelText(/^Password/);
    const confirmation = within(dialog).getByLabelText(/^Confirm password/);
    await user.type(password, 'secret12');
    await user.type(confirmation, 'secret13');
    const [showPassword, showConfirmation] = within(dialog).getAllByRole('button', {
      name: 'Show password',
    });

    await user.click(showConfirmation!);
    expect(confirmation).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(showPassword!);
    expect(password).toHaveAttribute('type', 'text');
    expect(
      within(dialog).getAllByRole('button', { name: 'Hide password', pressed: true }),
    ).toHaveLength(2);
  });
});
