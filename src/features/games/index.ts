export { prefetchGameList } from './api/list-query';
export { GameNav } from './components/game-nav';
export { NAV_CATEGORIES, navigationFamilies } from './model/nav';
export { GameTile } from './components/game-tile';
export { HotGames } from './components/hot-games';

export { demoGameScreen, gameScreens } from './screens';

export { demoGamePaths, gamePaths } from './paths';
