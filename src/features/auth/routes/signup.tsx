import { Navigate, useParams } from 'react-router';
import { authPaths } from '../paths';

/** /signup/:code: an invitation link opens registration with the referral code filled in. */
export function SignupRoute() {
  const { code } = useParams();
  const invited = code !== undefined && /^\d{6}$/.test(code) ? code : undefined;
  return <Navigate to={authPaths.registerDialog(invited)} replace />;
}
