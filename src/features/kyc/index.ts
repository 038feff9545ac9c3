export { kycScreens } from './screens';
export { kycPaths } from './paths';
