export { GameNav } from './components/game-nav';
export { NAV_CATEGORIES, navigationFamilies } from './model/nav';
export { GameTile } from './components/game-tile';
export { HotGames } from './components/hot-games';
export { GameListRoute } from './routes/game-list';
