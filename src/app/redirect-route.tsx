import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { clearSession } from '@/api/session';
import { isInviteSignupTarget } from '@/features/auth';
import { sitePaths } from '@/shared/lib/paths';
import { safeRedirectTarget } from '@/shared/lib/safe-redirect';

/**
 * /redirect?target=...: sends the user to the target (spec §2), only when it is a path of
 * this site; for invite-signup targets the session is cleared first.
 */
export function RedirectRoute() {
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('target'));
  const invite = target !== null && isInviteSignupTarget(target);
  useEffect(() => {
    if (invite) clearSession();
  }, [invite]);
  return <Navigate to={target ?? sitePaths.home()} replace />;
}
