/**
 * What the HTTP layer needs from the running app, injected once by the composition root
 * (src/app) so that src/api depends on no feature, UI or router code.
 */
export interface HttpRuntime {
  /** The current UI locale, sent as `locale` on every call. */
  getLocale: () => string;
  /** Shows an error toast (spec §8: 5 seconds). */
  showErrorToast: (message: string) => void;
  /** Shows a blocking alert and resolves when it is dismissed. */
  showAlert: (message: string) => Promise<void>;
  /** Translates a key of the HTTP layer's own messages (network anomaly tip, refusals by code). */
  translate: (key: string, values?: Record<string, number | string>) => string;
  /** Goes to the home page (/) after a 401 or 403. */
  goHome: () => void;
  /**
   * Goes to the area-forbidden page after a 403 refusing the visitor's location (spec §2). The
   * app gives the page's path: the HTTP layer knows no route of the site (no feature's paths.ts).
   */
  goAreaForbidden: () => void;
  /** Persists what must survive a reload, then reloads (503). */
  saveAndReload: () => void;
  /** Logs a cancelled request (spec §8: only logged). */
  logCancelled: (message: string, operation?: string) => void;
  /** Reports a response that breaks the contract (development and tests). */
  reportContractViolation: (report: string) => void;
  /** Whether responses are checked against the generated zod schemas. */
  checkResponses: boolean;
  /** Whether the signed-in session has passed its inactivity limit (spec §4: 2 hours). */
  sessionExpired: () => boolean;
  /** Called when a request meets an expired session: the app signs the member out. */
  onSessionExpired: () => void;
}

const defaults: HttpRuntime = {
  getLocale: () => 'en',
  showErrorToast: () => undefined,
  showAlert: async () => undefined,
  translate: (key) => key,
  goHome: () => undefined,
  goAreaForbidden: () => undefined,
  saveAndReload: () => undefined,
  logCancelled: (message, operation) => console.info(`[api] ${operation ?? ''} ${message}`),
  reportContractViolation: (report) => console.error(report),
  checkResponses: false,
  sessionExpired: () => false,
  onSessionExpired: () => undefined,
};

let runtime: HttpRuntime = defaults;

/** Installs the app's runtime; parts not given keep their defaults. */
export function configureHttp(overrides: Partial<HttpRuntime>): void {
  runtime = { ...runtime, ...overrides };
}

/** Restores the defaults (tests). */
export function resetHttpRuntime(): void {
  runtime = defaults;
}

export function httpRuntime(): HttpRuntime {
  return runtime;
}
