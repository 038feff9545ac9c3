import { styled } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastHost } from './toast';

/** notistack's provider, loaded on demand; it tells toast() when it is mounted. */
const Provider = lazy(async () => {
  const library = await import('notistack');
  // notistack's own colours put white text on green (3.3:1), orange and light blue: below
  // WCAG's 4.5:1. These keep each kind's hue dark enough for white text (5:1 or more).
  const Content = styled(library.MaterialDesignContent)({
    '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
    '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
    '&.notistack-MuiContent-warning': { backgroundColor: '#9a4d00' },
    '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
  });
  const components = { success: Content, error: Content, warning: Content, info: Content };
  function LoadedToastProvider() {
    useEffect(() => toastHost.ready(library), []);
    return (
      <library.SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        Components={components}
      />
    );
  }
  return { default: LoadedToastProvider };
});

/** Where toasts appear: nothing until the first toast, then notistack's provider. */
export function ToastHost() {
  const requested = useSyncExternalStore(
    toastHost.subscribe,
    toastHost.requested,
    toastHost.requested,
  );
  return requested ? (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  ) : null;
}
