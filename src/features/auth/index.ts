export { AccountActions } from './components/account-actions';
export { useSignedIn, useUserInfo } from './model/use-session';
