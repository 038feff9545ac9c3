import { redirect } from 'react-router';
import { authPaths } from '@/features/auth';
import { qrInvitationCode, qrInvitationCookie } from '@/features/auth/routes/signup';

/**
 * An invitation QR code's link: the server keeps the code in the QRCODEID cookie (as the
 * browser's own route does) and answers with the redirect to the registration.
 */
export function loader({ params }: { params: { code?: string } }): never {
  const code = qrInvitationCode(params.code);
  const headers = new Headers();
  if (code !== undefined) headers.append('Set-Cookie', qrInvitationCookie(code));
  throw redirect(authPaths.registerDialog(), { headers });
}

export { QrSignupRoute as default } from '@/features/auth/routes/signup';
