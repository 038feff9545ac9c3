import { useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { ApiError } from '@/api/http/api-error';
import { clearSession, followSharedSession } from '@/api/session';
import { sitePaths } from '@/shared/lib/paths';
import { showAlert, showConfirm } from '@/shared/ui/dialogs';
import { toast } from '@/shared/ui/toast';
import { signOut, signOutThisTabOnly } from '../api/actions';
import { authPaths } from '../paths';
import {
  ACTIVITY_CHECK_MS,
  crossTabMessage,
  isInactive,
  onInactiveSignOutRequest,
  recordUserAction,
} from '../model/session-rules';
import { forgetUserInfo, refreshUserInfo, useUserInfo } from '../api/user-info';

/** Cookie written at start-up to learn whether cookies work (spec §9). */
const COOKIE_TEST_KEY = 'fortuna_cookie_test';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The session rules of spec §4 and §9, mounted once by the layout: the cookie test, the
 * inactivity sign-out (on load and every 60 s), user actions recorded, cross-tab sign-in and
 * sign-out, and the failed-user-info dialog (re-page or re-login).
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const user = useUserInfo();
  const asked = useRef(false);
  const { pathname } = useLocation();
  /** Signed out by a password change elsewhere: open the sign-in dialog once home. */
  const askSignIn = useRef(false);

  useEffect(() => {
    Cookies.set(COOKIE_TEST_KEY, '1', { sameSite: 'Lax' });
    if (Cookies.get(COOKIE_TEST_KEY) !== '1') void showAlert(t('errors.cookies_unavailable'));
    Cookies.remove(COOKIE_TEST_KEY);
    if (isInactive()) {
      // An old last action on load: the session is cleared and the page reloaded (spec §4).
      clearSession();
      window.location.reload();
    }
  }, [t]);

  useEffect(() => {
    const onAction = () => recordUserAction();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onAction, { passive: true });
    let signingOut = false;
    const signOutIfInactive = () => {
      if (signingOut || !isInactive()) return;
      signingOut = true;
      void signOut(queryClient, () => {
        toast('info', t('auth.signed_out_inactive'));
        void navigate(sitePaths.home());
      }).finally(() => {
        signingOut = false;
      });
    };
    const timer = window.setInterval(signOutIfInactive, ACTIVITY_CHECK_MS);
    // The HTTP layer met the expired session before the next check (a refetch timer).
    const unsubscribe = onInactiveSignOutRequest(signOutIfInactive);
    const onStorage = (event: StorageEvent) => {
      const message = crossTabMessage(event);
      if (message?.type === 'signed-out') {
        forgetUserInfo(queryClient);
        void navigate(sitePaths.home());
      } else if (message?.type === 'password-changed') {
        // The password changed in another tab: that tab goes on; this one signs in again, in
        // the sign-in dialog on the home page (opened once there: a member page's guard sends
        // a signed-out tab home and would drop the dialog from the address).
        signOutThisTabOnly(queryClient);
        toast('info', t('auth.signed_out_password_changed'));
        if (window.location.pathname === sitePaths.home()) void navigate(authPaths.loginDialog());
        else {
          askSignIn.current = true;
          void navigate(sitePaths.home());
        }
      } else if (message?.type === 'signed-in') {
        followSharedSession();
        void refreshUserInfo(queryClient);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onAction);
      window.clearInterval(timer);
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient, navigate, t]);

  useEffect(() => {
    if (!askSignIn.current || pathname !== sitePaths.home()) return;
    askSignIn.current = false;
    void navigate(authPaths.loginDialog(), { replace: true });
  }, [pathname, navigate]);

  useEffect(() => {
    const error = user.error;
    if (
      !error ||
      asked.current ||
      (error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'cancelled'))
    )
      return;
    asked.current = true;
    void showConfirm({
      message: t('errors.failed_to_get_data'),
      confirmLabel: t('errors.re_page'),
      cancelLabel: t('errors.re_login'),
    }).then((repage) => {
      if (repage) {
        window.location.reload();
        return;
      }
      clearSession();
      setParams({ dialog: 'login' });
    });
  }, [user.error, t, setParams]);

  return null;
}
