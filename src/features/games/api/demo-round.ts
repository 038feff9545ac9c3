import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetGameChannelBalanceQueryKey,
  getGetGameChannelBalanceQueryOptions,
  type getGameChannelBalance,
} from '@/api/generated/endpoints/games/games';
import { getListBetRecordsQueryKey } from '@/api/generated/endpoints/records/records';
import { getGetProtectionSessionQueryKey } from '@/api/generated/endpoints/protection/protection';
import type { DemoRound, DemoRoundAnswer } from '../model/demo-round';

export type { DemoRound, DemoRoundAnswer };

/** What the game page asks the demo provider for. */
export interface DemoRoundRequest {
  token: string;
  game_id: number;
  stake: string;
  mobile: boolean;
  locale: string;
}

/** The demo provider: the in-browser fake's handle (mocks/browser.ts), in mock builds. */
interface DemoProvider {
  playDemoRound: (round: DemoRoundRequest) => Promise<DemoRoundAnswer>;
}

function providerNow(): DemoProvider | null {
  const handle = (window as { __fortunaFake?: Partial<DemoProvider> }).__fortunaFake;
  return typeof handle?.playDemoRound === 'function' ? (handle as DemoProvider) : null;
}

/**
 * The demo provider once the fake has started: its handle is on window once the fake's worker
 * has answered the page's hello, which a fresh window may still be waiting for (up to 10 s).
 */
async function demoProvider(): Promise<DemoProvider | null> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const provider = providerNow();
    if (provider) return provider;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return providerNow();
}

/** The member's wallet of the game's provider. */
export const gameWalletQuery = (channelId: number, enabled: boolean) =>
  getGetGameChannelBalanceQueryOptions(channelId, undefined, {
    query: { enabled },
    // The page shows a failed balance (502: the provider did not answer) with a retry.
    request: { handlesErrors: true },
  });

type BalanceAnswer = Awaited<ReturnType<typeof getGameChannelBalance>>;

/**
 * Plays a demo round at the provider. On a settled round the game wallet shows the balance the
 * provider answered, and the session's figures and the bet records are read again (the round
 * counts there).
 */
export function useDemoRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: DemoRoundRequest): Promise<DemoRoundAnswer> => {
      const provider = await demoProvider();
      if (!provider) return { ok: false, code: 'UNAVAILABLE', message: '' };
      return provider.playDemoRound(request);
    },
    onSuccess: (answer) => {
      if (!answer.ok) return;
      const { round } = answer;
      queryClient.setQueryData<BalanceAnswer>(
        getGetGameChannelBalanceQueryKey(round.channel_id),
        (old) => (old ? { ...old, data: { ...old.data, balance: round.balance } } : old),
      );
      void queryClient.invalidateQueries({ queryKey: getGetProtectionSessionQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListBetRecordsQueryKey() });
    },
  });
}
