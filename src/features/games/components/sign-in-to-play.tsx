import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { GameItem } from '@/api/generated/model';
import { useSignedIn } from '@/features/auth';
import { gameQuery } from '../api/game-query';
import { useLaunchGame } from '../api/use-launch-game';
import { PLAY_AFTER_SIGN_IN, pendingPlay, playAfterSignIn } from '../model/sign-in-to-play';

/** The sign-in's word of why, when a guest tapped a game: 'Sign in to play Fortune Tiger'. */
export function SignInToPlayReason() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = playAfterSignIn(search);
  const game = useQuery({ ...gameQuery(id ?? 0), enabled: id !== null });
  const name = game.data?.data.name;
  if (id === null || !name) return null;
  return <Alert severity="info">{t('games.sign_in_to_play', { name })}</Alert>;
}

/**
 * The game a guest tapped, opened in place once they have signed in (or registered) and the
 * panel has closed; forgotten when they close the panel still a guest.
 */
export function PlayAfterSignIn() {
  const [search, setSearch] = useSearchParams();
  const signedIn = useSignedIn();
  const { launch } = useLaunchGame();
  const id = playAfterSignIn(search);
  const next = id === null ? 'wait' : pendingPlay({ signedIn, panelOpen: search.has('dialog') });
  const game = useQuery({ ...gameQuery(id ?? 0), enabled: next === 'launch' });
  const ready = next === 'launch' ? game.data?.data : undefined;
  const settle = useEffectEvent((game: GameItem | undefined) => {
    setSearch(
      (current) => {
        const after = new URLSearchParams(current);
        after.delete(PLAY_AFTER_SIGN_IN);
        return after;
      },
      { replace: true },
    );
    if (game) launch(game, { inPlace: true });
  });
  const failed = game.isError;
  useEffect(() => {
    // Once per decision: forget, or launch the game once it is read (a game that cannot be read
    // is forgotten; its tile is still there to tap).
    if (next === 'forget' || ready || (next === 'launch' && failed)) settle(ready);
  }, [next, ready, failed]);
  return null;
}
