import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '@mocks/lib/clock';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { ToastHost } from '@/shared/ui/toast-host';
import { renderScreen } from '@/testing/render-screen';
import { kycPaths } from '../paths';
import { KycRoute } from './kyc';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <ToastHost />
      </>
    ),
    children: [{ path: kycPaths.kyc(), element: <KycRoute /> }],
  },
];

const db = () => backend.fake().ctx.db;

function photo(name: string, type = 'image/png', size?: number): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  const file = new File([bytes], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Chooses a file in a photo field (its hidden file input, as the browser's picker would). */
function choose(label: string, file: File) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { files: [file] } });
}

async function open() {
  setToken(await backend.signIn());
  const rendered = await renderScreen(routes, { path: kycPaths.kyc() });
  expect(await screen.findByRole('heading', { name: 'Identity verification' })).toBeVisible();
  return rendered;
}

async function seedCheck(status: 1 | 2 | 3, reason: string | null = null) {
  await db().kycChecks.create({
    account_id: DEMO_MEMBER_ID,
    status,
    real_name: 'Juan Dela Cruz',
    document_type: 1,
    id_number: 'A1234-5674321',
    submitted_at: 1763683200,
    reviewed_at: status === 1 ? null : 1763690400,
    reason,
  });
}

describe('KYC screen', () => {
  it('not submitted: the form asks for each field and both photos of an ID card', async () => {
    // A member whose profile has no real name yet.
    await db().accounts.update((q) => q.where({ id: DEMO_MEMBER_ID }), {
      data(account) {
        account.real_name = '';
      },
    });
    const { user } = await open();
    expect(await screen.findByText('Not submitted')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Please enter the document number')).toBeVisible();
    expect(screen.getByText('Please add a photo of the document')).toBeVisible();
    expect(screen.getByText('Please add a photo of the back of the document')).toBeVisible();
    // Without one in the profile, the real name is asked for: its prompt too.
    expect(screen.getByText('Please enter your real name')).toBeVisible();
  });

  it('a passport needs no back photo: the back field goes and the front is its photo page', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('combobox', { name: /^Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Passport' }));
    expect(screen.queryByRole('group', { name: 'Back of the document' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Photo page of the passport' })).toBeVisible();
  });

  it('refuses a photo of the wrong type or over 5 MB before upload, keeping what was chosen', async () => {
    await open();
    await screen.findByRole('group', { name: 'Front of the document' });
    choose('Front of the document', photo('scan.gif', 'image/gif'));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
    choose('Front of the document', photo('front.png'));
    expect(
      await screen.findByRole('img', { name: 'Preview: Front of the document' }),
    ).toBeVisible();
    choose('Front of the document', photo('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The photo is larger than 5 MB')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Preview: Front of the document' })).toBeVisible();
    expect(screen.getByText('front.png')).toBeVisible();
  });

  it('the profile’s real name is shown read-only, not asked again; submits document and photos with previews, then pending review; verified on the clock', async () => {
    const { user } = await open();
    // The profile's real name, shown read-only: the member is not asked for it again.
    const name = await screen.findByRole('textbox', { name: /^Real name/ });
    await waitFor(() => expect(name).toHaveValue('Juan Dela Cruz'));
    expect(name).toHaveAttribute('readonly');
    expect(
      screen.getByText('From your personal info. To correct it, contact customer support.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Document number/ }), 'A1234-5674321');
    choose('Front of the document', photo('front.png'));
    choose('Back of the document', photo('back.webp', 'image/webp'));
    expect(await screen.findByRole('img', { name: 'Preview: Back of the document' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Under review')).toBeVisible();
    // The form gives way to the status, which takes the focus (not left below a shorter page).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Verification status' })).toHaveFocus(),
    );
    expect(screen.getByText('Pending review')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.getByText('*********4321')).toBeVisible();

    advanceClock(10 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Identity verified')).toBeVisible();
    expect(screen.getByText('Approved')).toBeVisible();
  });

  it('rejected: shows the reason and the form to submit again', async () => {
    await seedCheck(3, 'The document image is blurred');
    await open();
    expect(await screen.findByText('Verification rejected')).toBeVisible();
    expect(
      screen.getByText(
        'Reason: The document image is blurred. Please correct it and submit again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Submit again' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Real name/ })).toHaveValue('Juan Dela Cruz');
  });

  it('verified: the details without a form', async () => {
    await seedCheck(2);
    await open();
    expect(await screen.findByText('Identity verified')).toBeVisible();
    expect(screen.getByText('*********4321')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument(),
    );
  });
});
