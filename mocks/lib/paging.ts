import { invalid, ok } from './respond.ts';
import { sumMoney } from './views.ts';

/** Spec §9 pagination: default page size 15, options 15, 20, 25, 30. */
export const DEFAULT_PAGE_SIZE = 15;

type Operand = string | number | boolean | (string | number)[];
type OperatorFilter = Partial<
  Record<'gt' | 'gte' | 'lt' | 'lte' | 'ne' | 'like' | 'ilike' | 'in', Operand>
>;

/** The answer to a `q` that is not a JSON object of filters. */
export const badFilter = (): Response =>
  invalid({ q: ['The filter must be a JSON object of operator filters.'] });

/** Parses the `q` parameter (spec §7 folded filters); invalid JSON is reported as null. */
export function parseQ(q: string | undefined): Record<string, OperatorFilter> | null {
  if (!q) return {};
  try {
    const parsed = JSON.parse(q) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, OperatorFilter>)
      : null;
  } catch {
    return null;
  }
}

function compare(value: unknown, operator: string, operand: Operand): boolean {
  const left = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  const right =
    typeof operand === 'string' && /^-?\d+(\.\d+)?$/.test(operand) ? Number(operand) : operand;
  switch (operator) {
    case 'gt':
      return (left as number) > (right as number);
    case 'gte':
      return (left as number) >= (right as number);
    case 'lt':
      return (left as number) < (right as number);
    case 'lte':
      return (left as number) <= (right as number);
    case 'ne':
      return left !== right;
    case 'like':
      return String(value).includes(String(operand));
    case 'ilike':
      return String(value).toLowerCase().includes(String(operand).toLowerCase());
    case 'in':
      return (
        Array.isArray(operand) &&
        operand.some((item) => item === left || String(item) === String(value))
      );
    default:
      return true;
  }
}

/** Keeps the records matching every operator filter; unknown fields match nothing. */
export function applyQ<T extends object>(
  records: T[],
  filters: Record<string, OperatorFilter>,
): T[] {
  return records.filter((record) =>
    Object.entries(filters).every(([field, ops]) =>
      Object.entries(ops).every(([operator, operand]) =>
        compare((record as Record<string, unknown>)[field], operator, operand as Operand),
      ),
    ),
  );
}

/** One page of a list, with the contract's PageMeta. */
export function paginate<T>(records: T[], page: number | undefined, pageSize: number | undefined) {
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  const current = Math.max(1, page ?? 1);
  return {
    list: records.slice((current - 1) * size, current * size),
    meta: { total: records.length, page: current, page_size: size as 15 | 20 | 25 | 30 },
  };
}

/** Records newest first by a time field, ties broken by the higher id (every list of the fake). */
export function newestFirst<T extends { id: number }>(
  records: readonly T[],
  time: (record: T) => number,
): T[] {
  return [...records].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** The comparator of `newestFirst` by `created_at`, for a `.sort()` inside a chain. */
export const byNewest = (
  a: { created_at: number; id: number },
  b: { created_at: number; id: number },
): number => b.created_at - a.created_at || b.id - a.id;

/** The contract's PageSummary of one money field: over the page and over every filtered record. */
export function pageSummary<T>(
  page: readonly T[],
  all: readonly T[],
  field: (record: T) => string,
) {
  return { page_total: sumMoney(page, field), total: sumMoney(all, field) };
}

/** The summary rows 'page total' and 'total' of one money field, for `pagedList`. */
export const totalsOf =
  <T>(field: (record: T) => string) =>
  (page: readonly T[], all: readonly T[]) =>
    pageSummary(page, all, field);

/** What every paged list reads from its query: the folded `q` filters and the page. */
export interface PageQuery {
  q?: string;
  page?: number;
  page_size?: number;
}

/**
 * The one paged list of the fake: parses the `q` filters (422 when they are not a JSON object),
 * keeps the records matching them, answers one page with its PageMeta and, where the contract
 * has them, the summary rows built from the page and from every matching record.
 */
export function pagedList<T extends object, S = never>(
  query: PageQuery,
  records: T[],
  summary?: (page: T[], all: T[]) => S,
): Response {
  const filters = parseQ(query.q);
  if (!filters) return badFilter();
  const all = applyQ(records, filters);
  const { list, meta } = paginate(all, query.page, query.page_size);
  return ok(summary ? { list, meta, summary: summary(list, all) } : { list, meta });
}
