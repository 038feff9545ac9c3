export { withdrawScreens } from './screens';
export { withdrawPaths } from './paths';
