/** The game lists, loaded on demand by the router. */
export const gameScreens = {
  gameList: () => import('./routes/game-list'),
};

/**
 * The demo provider's game page at the fake's launch address, loaded on demand: routed in mock
 * builds only (in real mode a game opens at its provider's address, decision 0026).
 */
export const demoGameScreen = () => import('./routes/demo-game');
