import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { launchGame } from '@/api/generated/endpoints/games/games';
import type { GameItem } from '@/api/generated/model';
import { getToken } from '@/api/session';
import { refreshUserInfo, useAccountRole, useSignedIn } from '@/features/auth';
import { toast } from '@/shared/ui/toast';
import { MAIN_WALLET_ID, useWalletBook } from '@/features/wallet';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { type GameWindow, integrationUrl, prepareGameWindow } from '../model/launch';
import { PLAY_AFTER_SIGN_IN } from '../model/sign-in-to-play';

/**
 * Launching a game: guests are asked to sign in to play it (the game is kept in the URL, and
 * opens once they are in); members get a launch URL (with auto-transfer on, the balance follows
 * into the game) and the game opens through the integration page.
 */
export function useLaunchGame() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const [, setParams] = useSearchParams();
  const wallet = useWalletBook();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ game }: { game: GameItem; target: GameWindow; inPlace: boolean }) => {
      const isMobile = window.matchMedia('(max-width: 899.95px)').matches;
      return launchGame(
        { game_id: game.id, platform: isMobile ? 2 : 1, is_mobile: isMobile },
        undefined,
        { headers: { 'Idempotency-Key': newIdempotencyKey() } },
      );
    },
    onError: (_error, { target }) => target.cancel(),
    onSuccess: (response, { target: gameWindow, inPlace }) => {
      const { url, transfer } = response.data;
      const open_mode = inPlace ? 'in_place' : response.data.open_mode;
      // Auto-transfer moved the main balance into the game: show the server's balances.
      if (transfer && wallet) {
        wallet.book.confirm(MAIN_WALLET_ID, transfer.main_balance);
        wallet.book.confirm(transfer.channel_id, transfer.channel_balance);
        void refreshUserInfo(queryClient);
      }
      const theme = document.documentElement.dataset.theme ?? 'theme1';
      const target = integrationUrl(url, {
        locale: i18n.language,
        token: getToken()?.token ?? null,
        isMobile: open_mode === 'in_place',
        baseUrl: window.location.origin,
        theme,
      });
      gameWindow.go(target, open_mode);
    },
  });
  return {
    /**
     * `inPlace`: in this window whatever the width (a launch that follows a sign-in has no
     * press left to open a window with: the popup blocker would refuse it).
     */
    launch: (game: GameItem, { inPlace = false }: { inPlace?: boolean } = {}) => {
      if (!signedIn) {
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('dialog', 'login');
          next.set(PLAY_AFTER_SIGN_IN, String(game.id));
          return next;
        });
        return;
      }
      // Games are for members: an agent's session cannot launch one (the call would be refused).
      if (role === 'agent') {
        toast('info', t('games.members_only'));
        return;
      }
      const isMobile = window.matchMedia('(max-width: 899.95px)').matches;
      mutation.mutate({ game, target: prepareGameWindow(!isMobile && !inPlace), inPlace });
    },
    launching: mutation.isPending ? mutation.variables.game : undefined,
  };
}
