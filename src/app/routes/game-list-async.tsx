import { GameListRoute } from '@/features/games/routes/game-list';

/** Spec §2 /games/list/{gameType}: a family's list, loaded as the visitor scrolls. */
export default function AsyncGameList() {
  return <GameListRoute mode="more" />;
}
