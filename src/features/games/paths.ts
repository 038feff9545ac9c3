/**
 * The game screens' URLs (spec §2): the games index (the lobby; spec §2 names it without a
 * path), a family's list, the asynchronous list, the fishing games.
 */
const GAMES = '/games';

export const gamePaths = {
  /** The games lobby (issue 31): every family as a tab, the provider selector and filters. */
  lobby: (gameType?: string) =>
    gameType ? `${GAMES}?${new URLSearchParams({ type: gameType }).toString()}` : GAMES,
  family: (gameType: string) => `${GAMES}/${gameType}`,
  /** A family's list searched for a game name. */
  familySearch: (gameType: string, keyword: string) =>
    `${GAMES}/${gameType}?${new URLSearchParams({ q: keyword }).toString()}`,
  asyncList: (gameType: string) => `${GAMES}/list/${gameType}`,
  fishing: () => `${GAMES}/FishHunting`,
} as const;

/**
 * The demo provider's game page: the fake's launch address (mock builds only, decision 0026).
 * Apart from gamePaths, so that a build for a real API, which has no such page, carries none of it.
 */
export const demoGamePaths = {
  play: (id: number | string) => `/play/${id}`,
} as const;
