export { profileScreens } from './screens';
export { profilePaths } from './paths';
