import { clearSession } from '../session';
import type { ApiError } from './api-error';
import { refusalMessage } from './refusals';
import { httpRuntime } from './runtime';

/** Error code with which the server refuses a visitor's location (spec §2 /area_forbidden). */
export const AREA_FORBIDDEN_CODE = 'AREA_FORBIDDEN';

/** i18n key of the tip shown when a request got no response (spec §8). */
export const NETWORK_ANOMALY_KEY = 'errors.network_anomaly';

let alertShowing = false;

/**
 * The response policy of spec §8, applied once for every failed call:
 * - 401/403: clear the session, one alert at a time with the server message, go to /
 *   (a 403 refusing the visitor's location goes to the area-forbidden page instead);
 * - 503: save what must survive, then reload;
 * - cancelled: only logged;
 * - no response: the translated network-anomaly tip;
 * - any other error status, or a 200 whose body status is not 200: an error toast with
 *   the server message (or status text), a refusal known by its code in the member's language
 *   (refusals.ts, the table the forms read too), unless the caller handles errors itself.
 */
export function applyErrorPolicy(error: ApiError, callerHandles: boolean): void {
  const runtime = httpRuntime();
  switch (error.kind) {
    case 'cancelled':
      runtime.logCancelled(error.message, error.details.operation);
      return;
    case 'unauthorized':
      if (error.code === AREA_FORBIDDEN_CODE) {
        runtime.goAreaForbidden();
        return;
      }
      clearSession();
      if (!alertShowing) {
        alertShowing = true;
        void runtime.showAlert(error.message).finally(() => {
          alertShowing = false;
        });
      }
      runtime.goHome();
      return;
    case 'unavailable':
      runtime.saveAndReload();
      return;
    case 'network':
      if (!callerHandles) runtime.showErrorToast(runtime.translate(NETWORK_ANOMALY_KEY));
      return;
    case 'http':
    case 'body-status':
      if (!callerHandles) {
        const refusal = refusalMessage(error);
        runtime.showErrorToast(
          refusal ? runtime.translate(refusal.key, refusal.values) : error.message,
        );
      }
      return;
    case 'contract':
      return;
  }
}

/** Test hook: forget that an alert is showing. */
export function resetErrorPolicy(): void {
  alertShowing = false;
}
