export { safetyScreens } from './screens';
export { safetyPaths } from './paths';
export { ForgotWithdrawPasswordLink } from './components/forgot-withdraw-password-link';
