import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { SystemSubType, TradeRecord } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDateTime } from '@/shared/lib/time';
import { Amount } from '@/shared/ui/amount';
import { FilterPanel } from '@/shared/ui/filter-panel';
import { DateRange } from '@/shared/ui/date-range';
import { Fact } from '@/shared/ui/fact';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard, timeColumn } from '@/shared/ui/record-cells';
import { useDateRange } from '@/shared/ui/use-date-range';
import { usePaging } from '@/shared/ui/use-paging';
import { tradeRecordsParams, useMemberTradeTypes, useTradeRecords } from '../api/records';
import { DetailButton } from '../components/detail-button';
import { FilterSelect } from '../components/filter-select';
import { RecordDetail } from '../components/record-detail';
import { SignedAmount } from '../components/signed-amount';
import {
  FILTER_PARAMS,
  readTradeFilters,
  tradeTypeName,
  writeFilter,
} from '../model/record-filters';

/** A page that starts on this list asks for its data before it is live (member-routes.tsx). */
export { askTradeRecordsEarly as askEarly } from '../api/records';

/**
 * Trade records (spec §2 tradeRecords): the movements of the main wallet by transaction type
 * (GET /sub_type), the date range's eight shortcuts (server timezone), page sizes 15 to 30, the
 * 'Page Total' and 'Total' of the amounts, and each record's detail.
 */
export function TradeRecordsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const offset = useServerOffset();
  const dates = useDateRange(offset);
  const filters = useMemo(() => readTradeFilters(params), [params]);
  const types = useMemberTradeTypes();
  const query = useTradeRecords(tradeRecordsParams(params, dates.range, offset));
  const [detail, setDetail] = useState<TradeRecord | null>(null);
  const columns = useMemo(
    () => tradeColumns(t, offset, types.data, setDetail),
    [t, offset, types.data],
  );
  const summary = query.data?.data.summary;
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('records.trade.title')}
      </Typography>
      <Paper component="section" aria-labelledby="trade-records" sx={{ p: 2 }}>
        <Typography id="trade-records" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('records.trade.heading')}
        </Typography>
        <FilterPanel dates={dates} active={filters.type === undefined ? 0 : 1}>
          <Stack spacing={2} sx={{ mb: 2 }}>
            <DateRange state={dates} />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <FilterSelect
                label={t('records.trade.type')}
                value={filters.type}
                options={types.data ?? []}
                onChange={(type) =>
                  setParams((current) => writeFilter(current, FILTER_PARAMS.tradeType, type))
                }
              />
            </Stack>
          </Stack>
        </FilterPanel>
        <PagedList
          labelledBy="trade-records"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(record) => record.id}
          renderCard={(record) => (
            <TradeCard record={record} offset={offset} types={types.data} onDetail={setDetail} />
          )}
          cardLabel={(record) => t('records.card_label', { order: record.order_no })}
          empty={{ title: t('records.trade.empty'), body: t('records.empty_body') }}
          paging={paging}
          summary={
            summary
              ? {
                  page: { amount: <SignedAmount value={summary.page_total} /> },
                  total: { amount: <SignedAmount value={summary.total} /> },
                }
              : undefined
          }
          minWidth={860}
        />
      </Paper>
      {detail ? (
        <RecordDetail
          title={t('records.trade.detail_title')}
          orderLabel={t('records.order_no')}
          order={detail.order_no}
          fields={[
            { label: t('records.time'), value: formatServerDateTime(detail.created_at, offset) },
            { label: t('records.trade.type'), value: typeText(detail, types.data) },
            { label: t('records.amount'), value: <SignedAmount value={detail.amount} /> },
            {
              label: t('records.trade.balance_after'),
              value: <Amount value={detail.balance_after} type="wallet" />,
            },
            { label: t('records.trade.remark'), value: detail.remark || '—' },
            { label: t('records.record_id'), value: detail.id },
          ]}
          onClose={() => setDetail(null)}
        />
      ) : null}
    </Stack>
  );
}

const typeText = (record: TradeRecord, types: readonly SystemSubType[] | undefined) =>
  tradeTypeName(record, types) ?? `#${record.type}`;

function tradeColumns(
  t: TFunction,
  offset: number,
  types: readonly SystemSubType[] | undefined,
  onDetail: (record: TradeRecord) => void,
): PagedListColumn<TradeRecord>[] {
  return [
    timeColumn(
      t('records.time'),
      offset,
      (record) => record.created_at,
      (record) => record.order_no,
    ),
    { id: 'type', header: t('records.trade.type'), render: (record) => typeText(record, types) },
    {
      id: 'amount',
      header: t('records.amount'),
      align: 'right',
      nowrap: true,
      render: (record) => <SignedAmount value={record.amount} />,
    },
    {
      id: 'balance_after',
      header: t('records.trade.balance_after'),
      align: 'right',
      nowrap: true,
      render: (record) => <Amount value={record.balance_after} type="wallet" />,
    },
    { id: 'remark', header: t('records.trade.remark'), render: (record) => record.remark || '—' },
    {
      id: 'detail',
      header: t('records.detail'),
      render: (record) => <DetailButton order={record.order_no} onClick={() => onDetail(record)} />,
    },
  ];
}

/** At phone width each record is a card: type and amount, balance after, when and its detail. */
function TradeCard({
  record,
  offset,
  types,
  onDetail,
}: {
  record: TradeRecord;
  offset: number;
  types: readonly SystemSubType[] | undefined;
  onDetail: (record: TradeRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={typeText(record, types)}
      aside={<SignedAmount value={record.amount} />}
      facts={
        <>
          <Fact label={t('records.trade.balance_after')}>
            <Amount value={record.balance_after} type="wallet" />
          </Fact>
          <Fact label={t('records.trade.remark')}>{record.remark || '—'}</Fact>
        </>
      }
      at={record.created_at}
      order={record.order_no}
      offsetMinutes={offset}
      action={<DetailButton order={record.order_no} onClick={() => onDetail(record)} />}
    />
  );
}
