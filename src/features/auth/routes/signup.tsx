import { Navigate, useParams } from 'react-router';

/** /signup/:code: an invitation link opens registration with the referral code filled in. */
export function SignupRoute() {
  const { code } = useParams();
  const valid = code && /^\d{6}$/.test(code);
  return <Navigate to={valid ? `/?dialog=register&code=${code}` : '/?dialog=register'} replace />;
}
