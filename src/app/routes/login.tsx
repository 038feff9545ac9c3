import { Navigate } from 'react-router';
import { authPaths } from '@/features/auth';
import { GuestOnly } from '../guards';

/** Spec §2 /login: the sign-in dialog over home (a signed-in visitor goes home). */
export default function Login() {
  return (
    <GuestOnly>
      <Navigate to={authPaths.loginDialog()} replace />
    </GuestOnly>
  );
}
