import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { UploadProgress } from './upload-progress';

describe('upload progress', () => {
  it('shows the part of the photos sent, as a bar and in words', async () => {
    await renderScreen(<UploadProgress percent={45} />, { i18n: 'english' });
    expect(screen.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByText('Uploading… 45%')).toBeVisible();
  });

  it('while the size is unknown, the bar has no value', async () => {
    await renderScreen(<UploadProgress percent={null} />, { i18n: 'english' });
    expect(screen.getByRole('progressbar', { name: 'Uploading…' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
