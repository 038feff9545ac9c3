import Cookies from 'js-cookie';
import { Navigate, useParams } from 'react-router';
import { QR_CODE_COOKIE } from '../api/actions';
import { authPaths } from '../paths';

/** /signup/:code: an invitation link opens registration with the referral code filled in. */
export function SignupRoute() {
  const { code } = useParams();
  const invited = code !== undefined && /^\d{6}$/.test(code) ? code : undefined;
  return <Navigate to={authPaths.registerDialog(invited)} replace />;
}

/** Cookie lifetime of a QR invitation: long enough to come back and finish registering. */
const QR_COOKIE_DAYS = 30;

/**
 * /signup/qr/:code: an agent's invitation QR code opens registration; the code stays in the
 * QRCODEID cookie until the registration succeeds (spec §4, §9), which records the new member
 * under the agent.
 */
export function QrSignupRoute() {
  const { code } = useParams();
  if (code !== undefined && /^[A-Za-z0-9]{8,32}$/.test(code))
    Cookies.set(QR_CODE_COOKIE, code, { path: '/', sameSite: 'Lax', expires: QR_COOKIE_DAYS });
  return <Navigate to={authPaths.registerDialog()} replace />;
}
