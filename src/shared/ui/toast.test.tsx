import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_DURATION_MS, toast, TOAST_DURATION_MS } from './toast';

function host() {
  return render(<SnackbarProvider maxSnack={5} />);
}

describe('spec §9: toasts', () => {
  it('last 3000 ms, error toasts 5 s', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(ERROR_TOAST_DURATION_MS).toBe(5000);
  });

  it('identical toasts are de-duplicated', () => {
    host();
    act(() => {
      toast('success', 'Successfully!');
      toast('success', 'Successfully!');
      toast('info', 'Another message');
    });
    expect(screen.getAllByText('Successfully!')).toHaveLength(1);
    expect(screen.getByText('Another message')).toBeInTheDocument();
  });

  it('an ordinary toast hides after 3 s and an error toast after 5 s, duplicates prevented', async () => {
    const notistack = await import('notistack');
    const enqueue = vi.spyOn(notistack, 'enqueueSnackbar');
    toast('info', 'Info message');
    toast('danger', 'Error message');
    expect(enqueue).toHaveBeenNthCalledWith(
      1,
      'Info message',
      expect.objectContaining({ variant: 'info', autoHideDuration: 3000, preventDuplicate: true }),
    );
    expect(enqueue).toHaveBeenNthCalledWith(
      2,
      'Error message',
      expect.objectContaining({ variant: 'error', autoHideDuration: 5000, preventDuplicate: true }),
    );
  });
});
