import type { i18n } from 'i18next';
import { isInactive, requestInactiveSignOut } from '@/features/auth';
import { contentPaths } from '@/features/content';
import { configureHttp } from '@/api/http/runtime';
import { sitePaths } from '@/shared/lib/paths';
import { showAlert } from '@/shared/ui/dialogs';
import { toast } from '@/shared/ui/toast';

/** Handle the fake backend installs on window in mock mode (mocks/browser.ts). */
interface FakeHandle {
  save?: () => Promise<void>;
}

let navigation: (to: string) => void = (to) => window.location.assign(to);

/** The router's navigate, once the app has rendered (before that, a full page load). */
export function setHttpNavigation(navigate: (to: string) => void): void {
  navigation = navigate;
}

const navigate = (to: string) => navigation(to);

/** Wires the HTTP layer to the running app: locale, toasts, alerts, navigation, reload. */
export function installHttpRuntime(i18next: i18n): void {
  const checkResponses = import.meta.env.DEV || import.meta.env.VITE_API_MODE === 'mock';
  configureHttp({
    getLocale: () => i18next.language || 'en',
    showErrorToast: (message) => toast('danger', message),
    showAlert: (message) => showAlert(message),
    translate: (key, values) => i18next.t(key, values ?? {}),
    goHome: () => navigate(sitePaths.home()),
    goAreaForbidden: () => navigate(contentPaths.areaForbidden()),
    saveAndReload: () => {
      // The fake's worker keeps its world across the reload; the page's copy is brought up to date
      // first all the same (a worker stopped meanwhile starts again from it).
      const saved = (window as { __fortunaFake?: FakeHandle }).__fortunaFake?.save?.();
      void Promise.resolve(saved).finally(() => window.location.reload());
    },
    checkResponses,
    sessionExpired: () => isInactive(),
    onSessionExpired: requestInactiveSignOut,
    reportContractViolation: (report) => {
      console.error(report);
      if (import.meta.env.DEV) toast('danger', report.split('\n')[0] ?? report);
    },
  });
}
