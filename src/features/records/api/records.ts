import { keepPreviousData } from '@tanstack/react-query';
import {
  listTradeRecords,
  useListBetRecords,
  useListTradeRecords,
} from '@/api/generated/endpoints/records/records';
import { useListGameChannels, useListGameTypes } from '@/api/generated/endpoints/games/games';
import { getSubTypes, useGetSubTypes } from '@/api/generated/endpoints/system/system';
import {
  GameFamily,
  type ListBetRecordsParams,
  type ListTradeRecordsParams,
} from '@/api/generated/model';
import { dayRangeQ } from '@/api/http/q';
import { type DayRange, readDateRange, resolveDateRange } from '@/shared/lib/date-range';
import { readPaging } from '@/shared/lib/paging';
import { memberTradeTypes, readTradeFilters } from '../model/record-filters';

/** The screens show a failed load in place, with its retry: no error toast on top. */
const quiet = { handlesErrors: true } as const;

/** One page of the member's trade records, with the page and overall totals. */
export const useTradeRecords = (params: ListTradeRecordsParams) =>
  useListTradeRecords(params, { query: { placeholderData: keepPreviousData }, request: quiet });

/**
 * The trade records' query for the list at this URL (its type filter and its place) over
 * `range` (days in the server's timezone): the screen's, and the one asked for ahead, alike.
 */
export const tradeRecordsParams = (
  search: URLSearchParams,
  range: DayRange | null,
  offsetMinutes: number,
): ListTradeRecordsParams => {
  const { page, pageSize } = readPaging(search);
  return {
    ...readTradeFilters(search),
    page,
    page_size: pageSize,
    ...dayRangeQ('created_at', range, offsetMinutes),
  };
};

/**
 * The list's data (its page and the transaction types), asked for as a page starts on it
 * (issue 30): useTradeRecords and useMemberTradeTypes take these answers once they mount. Not
 * for a chosen range: its days are in the server's timezone, which the page learns as it starts.
 */
export function askTradeRecordsEarly(search: URLSearchParams): void {
  if (resolveDateRange(readDateRange(search), 0, 0) !== null) return;
  listTradeRecords(tradeRecordsParams(search, null, 0), { early: true }).catch(() => undefined);
  getSubTypes(undefined, { early: true }).catch(() => undefined);
}

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
