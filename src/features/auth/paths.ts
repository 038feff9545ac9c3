import { sitePaths } from '@/shared/lib/paths';

/**
 * The account screens' URLs (spec §2: sign-in, retrieve, an invitation's signup link), and home
 * with the header's sign-in or registration dialog open (the `dialog` query the header reads).
 */
const SIGNUP = '/signup';
const LOGIN_DIALOG = `${sitePaths.home()}?dialog=login`;
const REGISTER_DIALOG = `${sitePaths.home()}?dialog=register`;

export const authPaths = {
  login: () => '/login',
  retrieve: () => '/retrieve',
  signup: (code: string) => `${SIGNUP}/${code}`,
  /** An agent's invitation QR code's link: the code kept in the QRCODEID cookie (spec §9). */
  qrSignup: (code: string) => `${SIGNUP}/qr/${code}`,
  loginDialog: () => LOGIN_DIALOG,
  /** The registration dialog, with an invitation's referral code filled in when there is one. */
  registerDialog: (code?: string) =>
    code === undefined ? REGISTER_DIALOG : `${REGISTER_DIALOG}&code=${code}`,
} as const;

/**
 * Targets that sign up a new member through an invitation (a signup link, or the registration
 * dialog): the redirect route clears the session before going there (spec §2).
 */
export function isInviteSignupTarget(target: string): boolean {
  return target.startsWith(`${SIGNUP}/`) || /[?&]dialog=register\b/.test(target);
}

/**
 * The pages where a visitor signs in, registers or resets the password: nothing of the site's
 * own (a notice's popup) opens over them.
 */
export function isAuthFlowPath(pathname: string): boolean {
  return (
    pathname === authPaths.login() ||
    pathname === authPaths.retrieve() ||
    pathname.startsWith(`${SIGNUP}/`)
  );
}
