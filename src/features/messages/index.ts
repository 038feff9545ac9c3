export { messageScreens } from './screens';
export { messagePaths } from './paths';
export { MessagesHeaderButton } from './components/messages-header-button';
