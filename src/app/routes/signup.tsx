import { redirect } from 'react-router';
import { invitationTarget } from '@/features/auth/routes/signup';

/**
 * Spec §2 /signup/{code}: an invitation link. The server answers with the redirect to the
 * registration (home, with the brand's link preview, under the dialog).
 */
export function loader({ params }: { params: { code?: string } }): never {
  throw redirect(invitationTarget(params.code));
}

export { SignupRoute as default } from '@/features/auth/routes/signup';
