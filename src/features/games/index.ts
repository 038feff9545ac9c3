export { prefetchGameList } from './api/list-query';
export { GameNav } from './components/game-nav';
export { NAV_CATEGORIES, navigationFamilies } from './model/nav';
export { GameTile } from './components/game-tile';
export { HotGames } from './components/hot-games';

/** The game screens, loaded on demand by the router. */
export const gameScreens = {
  gameList: () => import('./routes/game-list'),
};

export { gamePaths } from './paths';
