export { referralScreens } from './screens';
export { referralPaths } from './paths';
