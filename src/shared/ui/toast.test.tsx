import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_TOAST_DURATION_MS, toast, TOAST_DURATION_MS, toastOptions } from './toast';
import { ToastHost } from './toast-host';

describe('spec §9: toasts', () => {
  it('last 3000 ms, error toasts 5 s', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(ERROR_TOAST_DURATION_MS).toBe(5000);
  });

  it('identical toasts are de-duplicated', async () => {
    render(<ToastHost />);
    toast('success', 'Successfully!');
    toast('success', 'Successfully!');
    toast('info', 'Another message');
    expect(await screen.findByText('Another message')).toBeInTheDocument();
    expect(screen.getAllByText('Successfully!')).toHaveLength(1);
  });

  it('an ordinary toast hides after 3 s and an error toast after 5 s, duplicates prevented', () => {
    expect(toastOptions('info')).toEqual({
      variant: 'info',
      autoHideDuration: 3000,
      preventDuplicate: true,
    });
    expect(toastOptions('danger')).toEqual({
      variant: 'error',
      autoHideDuration: 5000,
      preventDuplicate: true,
    });
    expect(toastOptions('success', 1200).autoHideDuration).toBe(1200);
  });

  it('a toast shown with its host mounted appears', async () => {
    render(<ToastHost />);
    toast('warning', 'Careful');
    expect(await screen.findByText('Careful')).toBeInTheDocument();
  });
});
