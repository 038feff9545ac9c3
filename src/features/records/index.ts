export { recordScreens } from './screens';
export { recordPaths } from './paths';
