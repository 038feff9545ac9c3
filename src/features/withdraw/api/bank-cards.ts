import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBankCard,
  deleteBankCard,
  getListBankCardsQueryKey,
  useListBanks,
} from '@/api/generated/endpoints/banks/banks';
import { getGetWithdrawalInfoQueryKey } from '@/api/generated/endpoints/withdrawals/withdrawals';
import type { BankCardCreateRequest } from '@/api/generated/model';

const quiet = { handlesErrors: true } as const;
/** The supported banks change rarely (spec §9 caches them): asked once per visit. */
const BANKS_STALE_MS = 60 * 60 * 1000;

/** The banks a card may belong to (GET /reg_bank_list), in display order. */
export const useBanks = () =>
  useListBanks(undefined, { query: { staleTime: BANKS_STALE_MS }, request: quiet });

/**
 * Adding and deleting a card. Either changes the card list and the withdrawal's set-up state
 * (has_bank_card), so both are asked for again.
 */
export function useBankCardActions() {
  const queryClient = useQueryClient();
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListBankCardsQueryKey() }),
      // Fetched now, even while no screen shows it: the withdrawal is where the member goes next.
      queryClient.refetchQueries({ queryKey: getGetWithdrawalInfoQueryKey(), type: 'all' }),
    ]);
  const add = useMutation({
    mutationFn: async (body: BankCardCreateRequest) =>
      (await createBankCard(body, undefined, quiet)).data,
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => (await deleteBankCard(id, undefined, quiet)).message,
    onSuccess: changed,
  });
  return { add, remove };
}
