import { GameListRoute } from '@/features/games/routes/game-list';

/** Spec §2 /games/FishHunting: the fishing games, loaded as the visitor scrolls. */
export default function Fishing() {
  return <GameListRoute family="FishHunting" mode="more" />;
}
