import { type DayRange, dayRangeSeconds } from '@/shared/lib/date-range';

/** Filter operators the API folds into the `q` parameter (spec §7). */
export const FILTER_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'ne', 'like', 'ilike', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
type Operand = string | number | boolean | readonly (string | number)[];
export type OperatorFilter = Partial<Record<FilterOperator, Operand>>;

function isOperatorFilter(value: unknown): value is OperatorFilter {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 && keys.every((key) => (FILTER_OPERATORS as readonly string[]).includes(key))
  );
}

/** Encodes operator filters as the JSON text of the `q` parameter. */
export function encodeQ(filters: Record<string, OperatorFilter>): string {
  return JSON.stringify(filters);
}

/**
 * Folds every parameter whose value is an operator object ({gte: 1, lte: 2}) into one `q`
 * parameter, merged with any `q` already given; plain parameters are left as they are.
 */
export function foldFilters(
  params: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!params) return params;
  const plain: Record<string, unknown> = {};
  let folded: Record<string, OperatorFilter> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (isOperatorFilter(value)) folded[key] = value;
    else plain[key] = value;
  }
  if (Object.keys(folded).length === 0) return plain;
  if (typeof plain.q === 'string' && plain.q !== '') {
    folded = { ...(JSON.parse(plain.q) as Record<string, OperatorFilter>), ...folded };
  }
  return { ...plain, q: encodeQ(folded) };
}

/**
 * The `q` of a list filtered to whole days of the server calendar (spec §5): `field` from the
 * first day's 00:00:00 to the last day's 23:59:59, in seconds; no `q` without a range.
 */
export function dayRangeQ(
  field: string,
  range: DayRange | null,
  offsetMinutes: number,
): { q?: string } {
  return range ? { q: encodeQ({ [field]: dayRangeSeconds(range, offsetMinutes) }) } : {};
}
