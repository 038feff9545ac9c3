import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { englishI18n } from '@/i18n/english-for-tests';
import { initI18n } from '@/i18n/i18n';
import { sitePaths } from '@/shared/lib/paths';
import { ActiveThemeContext } from '@/theme/active-theme';
import { createFortunaTheme } from '@/theme/create-theme';
import { THEMES, type ThemeId } from '@/theme/themes';

export interface ScreenOptions {
  /** The address the screen opens at (default: the home page); a lone element is mounted there. */
  path?: string;
  /** The app's theme id and its MUI theme around the screen (default: none, MUI's own). */
  theme?: ThemeId;
  /** The texts' language, loaded from the fake backend's storage as the app does (default 'en'). */
  lng?: string;
  /** Texts that need no fake backend: 'english' (the bundled English texts) or an instance. */
  i18n?: I18n | 'english';
  /** The query client (default: a new one, as the app creates it). */
  queryClient?: QueryClient;
}

/** An element shown by the router that the test can replace, as a rerender of the same tree. */
function replaceableElement(initial: ReactElement) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  function Current() {
    return useSyncExternalStore(subscribe, () => current);
  }
  const replace = (next: ReactElement) =>
    act(() => {
      current = next;
      for (const listener of listeners) listener();
    });
  return { element: <Current />, replace };
}

/**
 * Renders a screen as the app shows it: texts, query client, router (and a theme when asked).
 * Pass routes, or one element mounted at `path`; `rerender` replaces that element in place.
 */
export async function renderScreen(
  screen: RouteObject[] | ReactElement,
  options: ScreenOptions = {},
) {
  const path = options.path ?? sitePaths.home();
  const i18n =
    options.i18n === 'english'
      ? await englishI18n()
      : (options.i18n ??
        (await initI18n({
          storageBaseUrl: `${location.origin}/storage`,
          lng: options.lng ?? 'en',
        })));
  const queryClient = options.queryClient ?? testQueryClient();
  let single: ReturnType<typeof replaceableElement> | null = null;
  let routes: RouteObject[];
  if (Array.isArray(screen)) routes = screen;
  else {
    single = replaceableElement(screen);
    routes = [{ path: new URL(path, 'http://screen').pathname, element: single.element }];
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let tree: ReactNode = <RouterProvider router={router} />;
  if (options.theme)
    tree = (
      <ActiveThemeContext value={options.theme}>
        <ThemeProvider theme={createFortunaTheme(THEMES[options.theme])}>{tree}</ThemeProvider>
      </ActiveThemeContext>
    );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
    </I18nextProvider>,
  );
  const rerender = (next: ReactElement) => {
    if (!single) throw new Error('rerender replaces a single element, not routes');
    single.replace(next);
  };
  return {
    router,
    // No pause between keystrokes: the component tests type many fields, and a timer per key
    // added seconds to each without testing anything more.
    user: userEvent.setup({ delay: null }),
    queryClient,
    container: view.container,
    unmount: view.unmount,
    rerender,
  };
}

/**
 * The app's query client, retrying what the app retries (shouldRetry) but at once: the app waits
 * 1 s, then 2 s, and a screen test of a failed load waited those 3 s for nothing it checks.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/** Renders a hook under a query client as the app creates it (retrying at once). */
export function renderHookWithClient<T>(hook: () => T, queryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
