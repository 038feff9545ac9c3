import type { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { encryptSecret } from '@/api/crypto';
import { loginMember, logoutMember, registerMember } from '@/api/generated/endpoints/auth/auth';
import type { MemberLoginRequest } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import {
  type AccountRole,
  broadcastSession,
  clearSession,
  getRole,
  getToken,
  setToken,
  signOutThisTab,
  USER_STORAGE_KEY,
} from '@/api/session';
import { browserFingerprint } from '@/shared/lib/fingerprint';
import { writeJson } from '@/shared/lib/storage';
import type { LoginForm, RegisterForm } from '../model/forms';
import { recordUserAction, resetActionThrottle } from '../model/session-rules';
import type { CaptchaAnswer } from './use-captcha';
import { refreshUserInfo } from './user-info';

function sessionStarted(): void {
  resetActionThrottle();
  recordUserAction();
  broadcastSession('signed-in');
}

/**
 * Starts a session from a sign-in's token (members here, agents on the agent side): the token
 * with its refresh time and role, the inactivity clock started, the other tabs told (spec §4).
 */
export function beginSession(token: string, refreshAtSeconds: number, role: AccountRole): void {
  setToken(token, refreshAtSeconds * 1000, role);
  sessionStarted();
}

/** Cookie of an affiliate QR-code invitation (spec §9); removed once registration succeeds. */
export const QR_CODE_COOKIE = 'QRCODEID';

/** The registration tracking hook a site may install (spec §4, e.g. an ad pixel). */
interface TrackingWindow {
  fortunaTrackRegistration?: (event: { username: string }) => void;
}

export type SignInResult = { status: 'signed-in' } | { status: 'change-password' };

/**
 * Signs in: the password is encrypted with the server's key, the fingerprint goes along (and
 * the captcha while the server asks for one). When the server demands a password change, user
 * info is not stored (spec §4).
 */
export async function signIn(
  values: Pick<LoginForm, 'username' | 'password'>,
  queryClient: QueryClient,
  /**
   * `withdraw_only` during a time-out or self-exclusion: a session only to withdraw; `captcha`
   * and `captcha_key` once the server asked for a captcha.
   */
  extra: Pick<MemberLoginRequest, 'withdraw_only'> & CaptchaAnswer = {},
): Promise<SignInResult> {
  const password = await encryptSecret(values.password);
  const response = await loginMember(
    { fingerprint: browserFingerprint(), username: values.username, password, ...extra },
    undefined,
    { handlesErrors: true },
  );
  const result = response.data;
  setToken(result.token, result.token_refresh_time * 1000, 'member');
  sessionStarted();
  if (result.need_change_password) return { status: 'change-password' };
  writeJson(USER_STORAGE_KEY, result.user_info);
  await refreshUserInfo(queryClient);
  return { status: 'signed-in' };
}

/**
 * Registers: password and confirmation encrypted, fingerprint sent (and the captcha while the
 * server asks for one), user info stored, the tracking hook called if there is one, and the
 * QR-code cookie removed on success (spec §4).
 */
export async function register(
  values: Omit<RegisterForm, 'captcha'>,
  queryClient: QueryClient,
  captcha: CaptchaAnswer = {},
): Promise<void> {
  const [password, confirmation] = await Promise.all([
    encryptSecret(values.password),
    encryptSecret(values.password_confirmation),
  ]);
  const qrCodeId = Cookies.get(QR_CODE_COOKIE);
  const response = await registerMember(
    {
      fingerprint: browserFingerprint(),
      username: values.username,
      password,
      password_confirmation: confirmation,
      ...(values.email ? { email: values.email } : {}),
      ...(values.mobile ? { mobile_area: values.mobile_area, mobile: values.mobile } : {}),
      ...(values.referral_code ? { referral_code: values.referral_code } : {}),
      ...(qrCodeId ? { qr_code_id: qrCodeId } : {}),
      ...captcha,
      agree_terms: true,
    },
    undefined,
    { handlesErrors: true },
  );
  setToken(response.data.token, response.data.token_refresh_time * 1000, 'member');
  sessionStarted();
  writeJson(USER_STORAGE_KEY, response.data.user_info);
  Cookies.remove(QR_CODE_COOKIE, { path: '/' });
  (window as TrackingWindow).fortunaTrackRegistration?.({ username: values.username });
  await refreshUserInfo(queryClient);
}

/** Drops every cached answer about the member or the agent (the site's permissions stay). */
function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return (
        (key.startsWith('/member/') && key !== '/member/feature_premission/info') ||
        (key.startsWith('/agent/') && key !== '/agent/introduce')
      );
    },
  });
}

/**
 * Signs this tab out because another tab changed the password: the session goes on there, so
 * the shared token and the server's session are left alone; this tab forgets both the token
 * and what it knew about the member.
 */
export function signOutThisTabOnly(queryClient: QueryClient): void {
  signOutThisTab();
  forgetMemberData(queryClient);
}

/**
 * Signs out after the server ended the session itself (a time-out or self-exclusion just
 * taken): every tab forgets the token and the member's data; there is nothing to tell the server.
 */
export function signOutEndedSession(queryClient: QueryClient): void {
  clearSession();
  broadcastSession('signed-out');
  forgetMemberData(queryClient);
}

/**
 * Signs out (spec §4): the session is cleared first and the member sent home (`goHome`), then
 * the sign-out call is made with the token it had. Home comes before the server's answer: a
 * Sign In pressed meanwhile opens its dialog on the home page, which a later trip home would
 * close. A failed sign-out call changes nothing for the user.
 */
export async function signOut(queryClient: QueryClient, goHome: () => void): Promise<void> {
  const token = getToken()?.token;
  const agent = getRole() === 'agent';
  signOutEndedSession(queryClient);
  goHome();
  if (token) {
    // An agent signs out through the agent side's call (loaded then: it is not in the first
    // download, issue 6), a member through the member's.
    const logout = agent
      ? (await import('@/api/generated/endpoints/affiliate/affiliate')).logoutAffiliate
      : logoutMember;
    await logout(undefined, {
      headers: { Authorization: `Bearer ${token}` },
      handlesErrors: true,
    }).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
  }
}
