import { redirect } from 'react-router';
import { isInviteSignupTarget } from '@/features/auth';
import { sitePaths } from '@/shared/lib/paths';
import { safeRedirectTarget } from '@/shared/lib/safe-redirect';

/**
 * Spec §2 /redirect?target=…: the server answers with a redirect to the target when it is a
 * path of this site (home otherwise). An invitation's sign-up is the page's to follow: the
 * session, which only the browser holds, is cleared first.
 */
export function loader({ request }: { request: Request }): null {
  const target = safeRedirectTarget(new URL(request.url).searchParams.get('target'));
  if (target === null) throw redirect(sitePaths.home());
  if (!isInviteSignupTarget(target)) throw redirect(target);
  return null;
}

export { RedirectRoute as default } from '../redirect-route';
