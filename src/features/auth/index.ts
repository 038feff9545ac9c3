export { AccountActions } from './components/account-actions';
export { beginSession, signOut, signOutEndedSession, QR_CODE_COOKIE } from './api/actions';
export { useAccountRole, useSignedIn } from './api/use-session';
export { refreshUserInfo, setMainBalance, useUserInfo } from './api/user-info';
export { SessionWatcher } from './components/session-watcher';
export { isInactive, requestInactiveSignOut } from './model/session-rules';

/** The account screens, loaded on demand by the router. */
export const authScreens = {
  retrieve: () => import('./routes/retrieve'),
  signup: () => import('./routes/signup'),
};

export { authPaths, isAuthFlowPath, isInviteSignupTarget } from './paths';
