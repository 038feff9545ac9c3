export { hotGamesQuery, prefetchGameList } from './api/list-query';
export { GameNav } from './components/game-nav';
export { NAV_CATEGORIES, navigationFamilies } from './model/nav';
export { GameTile, gameTileClasses } from './components/game-tile';
export { HotGames } from './components/hot-games';

export { demoGameScreen, gameScreens } from './screens';

/**
 * The sign-in's word of why and the game opened after it, for a guest who tapped a game: loaded
 * by the shell when the URL keeps such a game.
 */
export const gameWidgets = {
  signInToPlay: () => import('./components/sign-in-to-play'),
};
export { PLAY_AFTER_SIGN_IN } from './model/sign-in-to-play';

export { demoGamePaths, gamePaths } from './paths';
