import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize, isPageSize, pageCount } from '@/shared/lib/paging';
import { Amount } from './amount';
import { leanClasses } from './lean-styles';
import { QueryStates, useShownData } from './query-states';
import type { PagingState } from './use-paging';

/** One column of the desktop table. */
export interface PagedListColumn<T> {
  id: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Keep the cell on one line (times, order numbers). */
  nowrap?: boolean;
}

/** The page summary of spec §9: 'Page Total' and 'Total', by column id. */
export interface PagedListSummary {
  page: Partial<Record<string, ReactNode>>;
  total: Partial<Record<string, ReactNode>>;
}

export interface PagedListProps<T> {
  /** The id of the heading that names the list (table and card list are labelled by it). */
  labelledBy: string;
  /** The loaded page, or undefined while the first load is under way. */
  rows: readonly T[] | undefined;
  /** Records matching the filters (the server's meta.total). */
  total: number | undefined;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  columns: readonly PagedListColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The phone layout of one record: a card, without sideways scrolling. */
  renderCard: (row: T) => ReactNode;
  /** The accessible name of a card. */
  cardLabel?: (row: T) => string;
  empty: { title: string; body?: string };
  paging: PagingState;
  summary?: PagedListSummary;
  /** The table's minimum width before it scrolls sideways. */
  minWidth?: number;
  /**
   * The record just made (useJustMade): its row or card is marked and scrolled into view, so
   * the member sees it rather than the bottom of the list they came from (issue 34).
   */
  highlightKey?: string | number;
}

/** How the record just made stands out: the selection's tint and a bar in the primary colour. */
const HIGHLIGHT = {
  bgcolor: 'action.selected',
  boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
} as const;

/** Brings the record just made into view once, when it appears. */
// Browsers only: the DOM of the unit tests (jsdom) has no layout and no scrollIntoView.
const scrollIntoView = (node: HTMLElement | null) =>
  node && 'scrollIntoView' in node ? node.scrollIntoView({ block: 'center' }) : undefined;

/** What PagedList reads from a query of a paged contract list ({data: {list, meta}}). */
export function pagedQuery<T>(query: {
  data?: { data: { list: T[]; meta: { total: number } } };
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}): Pick<PagedListProps<T>, 'rows' | 'total' | 'isError' | 'isFetching' | 'onRetry'> {
  return {
    rows: query.data?.data.list,
    total: query.data?.data.meta.total,
    isError: query.isError,
    isFetching: query.isFetching,
    onRetry: () => void query.refetch(),
  };
}

/**
 * The 'Page Total' and 'Total' rows of a list whose server summary sums one amount column (the
 * contract's PageSummary), shown as wallet amounts; undefined until the summary is there.
 */
export function amountSummary(
  summary: { page_total: string; total: string } | undefined,
  columnId = 'amount',
): PagedListSummary | undefined {
  if (!summary) return undefined;
  return {
    page: { [columnId]: <Amount value={summary.page_total} type="wallet" /> },
    total: { [columnId]: <Amount value={summary.total} type="wallet" /> },
  };
}

/**
 * A server-paged list: a table on desktop, cards on phones; the page and the page size (15,
 * 20, 25, 30) kept in the URL; loading rows of the loaded height, the error with a retry, the
 * empty state; the 'Page Total' and 'Total' rows when the server sends a summary.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { rows, total, paging } = props;
  const pages = pageCount(total ?? 0, paging.pageSize);
  // The pager comes with the rows: drawn under the loading rows, it stood where the first
  // rows would go and the list pushed it down the screen as it came (CLS).
  const shownRows = useShownData(rows);
  return (
    <Box aria-busy={props.isFetching}>
      <QueryStates
        query={{ data: rows, isError: props.isError, refetch: props.onRetry }}
        skeleton={
          <Stack spacing={1}>
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={`loading-${index}`} variant="rounded" height={44} />
            ))}
          </Stack>
        }
        isEmpty={(loaded) => loaded.length === 0}
        empty={props.empty}
      >
        {(loaded) =>
          narrow ? <Cards {...props} rows={loaded} /> : <DataTable {...props} rows={loaded} />
        }
      </QueryStates>
      {shownRows === undefined ? null : (
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <TextField
            select
            size="small"
            label={t('common.page_size')}
            value={paging.pageSize}
            onChange={(event) => {
              const size = Number(event.target.value);
              if (isPageSize(size)) paging.setPageSize(size);
            }}
            sx={{ minWidth: 110 }}
          >
            {PAGE_SIZES.map((size: PageSize) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
          {pages > 1 ? (
            <Pagination
              page={Math.min(paging.page, pages)}
              count={pages}
              onChange={(_event, value) => paging.setPage(value)}
              siblingCount={narrow ? 0 : 1}
              getItemAriaLabel={(type, page, selected) =>
                t(`common.pagination.${type}`, { page, context: selected ? 'current' : undefined })
              }
            />
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

const SUMMARY_ROWS = [
  { which: 'page', labelKey: 'common.page_total' },
  { which: 'total', labelKey: 'common.total' },
] as const;

function DataTable<T>(props: PagedListProps<T> & { rows: readonly T[] }) {
  const { t } = useTranslation();
  const { columns, summary } = props;
  const summaryRow = (label: string, cells: PagedListSummary['page']) => (
    <TableRow>
      {columns.map((column, index) => (
        <TableCell
          key={column.id}
          align={column.align}
          component={index === 0 ? 'th' : 'td'}
          scope={index === 0 ? 'row' : undefined}
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {index === 0 ? label : (cells[column.id] ?? null)}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={props.labelledBy} sx={{ minWidth: props.minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => {
            const made =
              props.highlightKey !== undefined && props.rowKey(row) === props.highlightKey;
            return (
              <TableRow
                key={props.rowKey(row)}
                ref={made ? scrollIntoView : undefined}
                aria-current={made ? 'true' : undefined}
                sx={made ? HIGHLIGHT : undefined}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
        {summary ? (
          <TableFooter>
            {summaryRow(t('common.page_total'), summary.page)}
            {summaryRow(t('common.total'), summary.total)}
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}

function Cards<T>(props: PagedListProps<T> & { rows: readonly T[] }) {
  const { t } = useTranslation();
  const { summary, columns } = props;
  return (
    <>
      <ul className={leanClasses.cards} aria-labelledby={props.labelledBy}>
        {props.rows.map((row) => {
          const made = props.highlightKey !== undefined && props.rowKey(row) === props.highlightKey;
          return (
            <li
              className={leanClasses.card}
              key={props.rowKey(row)}
              ref={made ? scrollIntoView : undefined}
              aria-label={props.cardLabel?.(row)}
              aria-current={made ? 'true' : undefined}
            >
              {props.renderCard(row)}
            </li>
          );
        })}
      </ul>
      {summary
        ? SUMMARY_ROWS.map(({ which, labelKey }) => (
            <Box key={which} sx={{ mt: 1.5 }}>
              <Typography component="h3" variant="subtitle2">
                {t(labelKey)}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                {columns
                  .filter((column) => summary[which][column.id] !== undefined)
                  .map((column) => (
                    <Stack key={column.id} direction="row" spacing={1}>
                      <Typography component="dt" color="textSecondary">
                        {column.header}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                        {summary[which][column.id]}
                      </Typography>
                    </Stack>
                  ))}
              </Box>
            </Box>
          ))
        : null}
    </>
  );
}
