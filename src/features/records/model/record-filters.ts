import Decimal from 'decimal.js';
import {
  Audience,
  BetStatus,
  GameFamily,
  type SystemSubType,
  type TradeRecord,
} from '@/api/generated/model';

/**
 * The records' filters (spec §2 trade and bet records) as they live in the URL, and the rules
 * that label and colour a record.
 */

/** The URL parameters of the filters; each change starts again from the first page. */
export const FILTER_PARAMS = {
  tradeType: 'type',
  family: 'family',
  channel: 'channel',
  betStatus: 'status',
} as const;
type FilterParam = (typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS];

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^[1-9]\d{0,8}$/.test(text)) return undefined;
  return Number(text);
};

const oneOf = <V extends number>(values: Record<string, V>, text: string | null) => {
  const value = positiveInt(text);
  return (Object.values(values) as number[]).includes(value ?? -1) ? (value as V) : undefined;
};

export interface TradeFilters {
  /** A transaction type id of GET /sub_type. */
  type?: number;
}

export interface BetFilters {
  game_type?: GameFamily;
  channel_id?: number;
  status?: BetStatus;
}

/** The trade records' type filter from the URL; anything but a positive id is no filter. */
export function readTradeFilters(params: URLSearchParams): TradeFilters {
  const type = positiveInt(params.get(FILTER_PARAMS.tradeType));
  return type === undefined ? {} : { type };
}

/**
 * The bet records' filters from the URL: a game family and a bet status of the contract's
 * enums, a positive channel id; anything else is no filter.
 */
export function readBetFilters(params: URLSearchParams): BetFilters {
  const filters: BetFilters = {};
  const family = oneOf(GameFamily, params.get(FILTER_PARAMS.family));
  const channel = positiveInt(params.get(FILTER_PARAMS.channel));
  const status = oneOf(BetStatus, params.get(FILTER_PARAMS.betStatus));
  if (family !== undefined) filters.game_type = family;
  if (channel !== undefined) filters.channel_id = channel;
  if (status !== undefined) filters.status = status;
  return filters;
}

/** A filter changed (or cleared with undefined): the list starts again from its first page. */
export function writeFilter(
  params: URLSearchParams,
  name: FilterParam,
  value: number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined) next.delete(name);
  else next.set(name, String(value));
  next.delete('page');
  return next;
}

/**
 * The transaction types a member can filter by (GET /sub_type): those for members and those
 * for both kinds of account, in the server's order; the affiliates' own are left out.
 */
export function memberTradeTypes(types: readonly SystemSubType[]): SystemSubType[] {
  return types.filter(
    (type) => type.user_type === Audience.MEMBER || type.user_type === Audience.ALL,
  );
}

/**
 * A trade record's type as the member reads it: the name the server sent with the record,
 * else the name of its id in GET /sub_type, else nothing (the screen shows the id).
 */
export function tradeTypeName(
  record: Pick<TradeRecord, 'type' | 'type_name'>,
  types: readonly SystemSubType[] | undefined,
): string | undefined {
  return record.type_name || types?.find((type) => type.id === record.type)?.name;
}

/** How an amount reads for the member: money in (or a win) is positive, out (a loss) negative. */
export type AmountDirection = 'in' | 'out' | 'none';

export function amountDirection(amount: string): AmountDirection {
  const value = new Decimal(amount);
  if (value.isZero()) return 'none';
  return value.isPositive() ? 'in' : 'out';
}
