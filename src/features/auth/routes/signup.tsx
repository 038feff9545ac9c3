import Cookies from 'js-cookie';
import { Navigate, useParams } from 'react-router';
import { QR_CODE_COOKIE } from '../api/actions';
import { authPaths } from '../paths';

/** Where an invitation link leads: registration, with a well-formed referral code filled in. */
export function invitationTarget(code: string | undefined): string {
  return authPaths.registerDialog(code !== undefined && /^\d{6}$/.test(code) ? code : undefined);
}

/** A QR invitation's code, when well-formed (kept in the QRCODEID cookie until registration). */
export function qrInvitationCode(code: string | undefined): string | undefined {
  return code !== undefined && /^[A-Za-z0-9]{8,32}$/.test(code) ? code : undefined;
}

/** Cookie lifetime of a QR invitation: long enough to come back and finish registering. */
const QR_COOKIE_DAYS = 30;

/** The Set-Cookie header that keeps a QR invitation's code, as the browser's route sets it. */
export function qrInvitationCookie(code: string): string {
  return `${QR_CODE_COOKIE}=${code}; Path=/; SameSite=Lax; Max-Age=${QR_COOKIE_DAYS * 24 * 60 * 60}`;
}

/**
 * /signup/:code: an invitation link opens registration with the referral code filled in (the
 * server answers it with the redirect; this is the browser's way, without a server).
 */
export function SignupRoute() {
  return <Navigate to={invitationTarget(useParams().code)} replace />;
}

/**
 * /signup/qr/:code: an agent's invitation QR code opens registration; the code stays in the
 * QRCODEID cookie until the registration succeeds (spec §4, §9), which records the new member
 * under the agent.
 */
export function QrSignupRoute() {
  const code = qrInvitationCode(useParams().code);
  if (code !== undefined)
    Cookies.set(QR_CODE_COOKIE, code, { path: '/', sameSite: 'Lax', expires: QR_COOKIE_DAYS });
  return <Navigate to={authPaths.registerDialog()} replace />;
}
