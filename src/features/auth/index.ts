export { AccountActions } from './components/account-actions';
export { useSignedIn, useUserInfo } from './model/use-session';
export { SessionWatcher } from './components/session-watcher';
export { RetrieveRoute } from './routes/retrieve';
export { SignupRoute } from './routes/signup';
