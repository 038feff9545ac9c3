import { keepPreviousData } from '@tanstack/react-query';
import { useListBetRecords, useListTradeRecords } from '@/api/generated/endpoints/records/records';
import { useListGameChannels, useListGameTypes } from '@/api/generated/endpoints/games/games';
import { useGetSubTypes } from '@/api/generated/endpoints/system/system';
import {
  GameFamily,
  type ListBetRecordsParams,
  type ListTradeRecordsParams,
} from '@/api/generated/model';
import { memberTradeTypes } from '../model/record-filters';

/** The screens show a failed load in place, with its retry: no error toast on top. */
const quiet = { handlesErrors: true } as const;

/** One page of the member's trade records, with the page and overall totals. */
export const useTradeRecords = (params: ListTradeRecordsParams) =>
  useListTradeRecords(params, { query: { placeholderData: keepPreviousData }, request: quiet });

/** One page of the member's bets, with the totals of bet amount, valid bet and win/loss. */
export const useBetRecords = (params: ListBetRecordsParams) =>
  useListBetRecords(params, { query: { placeholderData: keepPreviousData }, request: quiet });

/** The transaction types a member filters trade records by (GET /sub_type), kept an hour. */
export const useMemberTradeTypes = () =>
  useGetSubTypes(undefined, {
    query: { staleTime: 60 * 60_000, select: (response) => memberTradeTypes(response.data.list) },
    request: quiet,
  });

/** The game families (GET /member/game/game-types), as the navigation keeps them. */
export const useGameFamilies = () =>
  useListGameTypes(undefined, { query: { staleTime: Infinity }, request: quiet });

/** The providers of one game family; nothing is asked while no family is chosen. */
export const useFamilyProviders = (family: GameFamily | undefined) =>
  useListGameChannels(
    { type: family ?? GameFamily.CASINO },
    { query: { enabled: family !== undefined, staleTime: 5 * 60_000 }, request: quiet },
  );
