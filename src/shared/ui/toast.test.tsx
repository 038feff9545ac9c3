// vitest: isolated — the toast host's state (the first toast's request, the loaded library) lives
// in its module for a page's life; with another file's toasts before it, the de-duplication test
// failed once in a full run (a1e5ff2 let files share modules): React saw two toasts with one key.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, toastOptions } from './toast';
import { ToastHost } from './toast-host';

describe('spec §9: toasts', () => {
  it('identical toasts are de-duplicated', async () => {
    render(<ToastHost />);
    toast('success', 'Successfully!');
    toast('success', 'Successfully!');
    toast('info', 'Another message');
    expect(await screen.findByText('Another message')).toBeInTheDocument();
    expect(screen.getAllByText('Successfully!')).toHaveLength(1);
  });

  // What notistack is asked to do; its own timers hide the toast (they need real transitions,
  // which jsdom does not run).
  it('a toast is given 3 s and an error toast 5 s before notistack hides it, duplicates prevented', () => {
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
