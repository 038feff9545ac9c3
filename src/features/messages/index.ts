export { messageScreens } from './screens';
export { messagePaths } from './paths';

/**
 * The header's messages button, loaded once a member is signed in: its badge is not needed for
 * a guest's first paint (home's byte budget, docs/decisions/0007).
 */
export const messageWidgets = {
  headerButton: () => import('./components/messages-header-button'),
};
