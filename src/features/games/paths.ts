/** The game screens' URLs (spec §2): a family's list, the asynchronous list, the fishing games. */
const GAMES = '/games';

export const gamePaths = {
  family: (gameType: string) => `${GAMES}/${gameType}`,
  asyncList: (gameType: string) => `${GAMES}/list/${gameType}`,
  fishing: () => `${GAMES}/FishHunting`,
} as const;
