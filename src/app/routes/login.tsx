import { Navigate, redirect } from 'react-router';
import { authPaths } from '@/features/auth';
import { readSessionMarker } from '@/shared/lib/session-marker';
import { GuestOnly } from '../guards';

/**
 * A guest (no session marker) is sent to the sign-in dialog by the server; a browser that keeps
 * a session renders the guard, which sends a signed-in visitor home.
 */
export function loader({ request }: { request: Request }): null {
  if (readSessionMarker(request.headers.get('cookie') ?? '') === null)
    throw redirect(authPaths.loginDialog());
  return null;
}

/** Spec §2 /login: the sign-in dialog over home (a signed-in visitor goes home). */
export default function Login() {
  return (
    <GuestOnly>
      <Navigate to={authPaths.loginDialog()} replace />
    </GuestOnly>
  );
}
