import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { clearSession } from '@/api/session';
import { isInviteSignupTarget } from '@/features/auth';
import { sitePaths } from '@/shared/lib/paths';
import { safeRedirectTarget } from '@/shared/lib/safe-redirect';
import { ClientOnly } from '@/shared/ui/client-only';

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
  // Followed in the browser once the page is live (a server cannot follow a <Navigate>; the
  // route's loader answers every target but an invitation's with a redirect).
  return (
    <ClientOnly>
      <Navigate to={target ?? sitePaths.home()} replace />
    </ClientOnly>
  );
}
