export { GameNav } from './components/game-nav';
export { NAV_CATEGORIES, navigationFamilies } from './model/nav';
