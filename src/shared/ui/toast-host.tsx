import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastHost } from './toast';

/** notistack's provider, loaded on demand; it tells toast() when it is mounted. */
const Provider = lazy(async () => {
  const library = await import('notistack');
  function LoadedToastProvider() {
    useEffect(() => toastHost.ready(library), []);
    return (
      <library.SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
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
