import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { DialogHost } from '@/shared/ui/dialogs';
import { ToastHost } from '@/shared/ui/toast-host';
import { installHttpRuntime } from './http-runtime';
import { createRouter } from './router';
import { SiteThemeProvider } from './theme/site-theme';

/** The composition root: every provider, then the router. */
export function App({ i18next }: { i18next: i18n }) {
  const queryClient = useMemo(() => {
    const client = createQueryClient();
    // Answers carry texts in the request's locale: a new language asks again.
    i18next.on('languageChanged', () => void client.invalidateQueries());
    return client;
  }, [i18next]);
  const router = useMemo(() => {
    // The HTTP layer first: the router's first loaders already send requests.
    const navigation: { router?: ReturnType<typeof createRouter> } = {};
    installHttpRuntime(i18next, (to) => void navigation.router?.navigate(to));
    navigation.router = createRouter(queryClient);
    return navigation.router;
  }, [i18next, queryClient]);
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <SiteThemeProvider>
          <CssBaseline />
          <RouterProvider router={router} />
          <DialogHost />
          <ToastHost />
        </SiteThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
