export { safetyScreens } from './screens';
export { safetyPaths } from './paths';
