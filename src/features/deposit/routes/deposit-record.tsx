import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@/api/generated/model';
import { encodeQ } from '@/api/http/q';
import { useServerOffset } from '@/api/use-server-offset';
import { dayRangeSeconds } from '@/shared/lib/date-range';
import { HIDDEN_AMOUNT, useAmountVisibility } from '@/shared/lib/amount-visibility';
import { formatAmount } from '@/shared/lib/money';
import { formatServerDateTime } from '@/shared/lib/time';
import { Amount } from '@/shared/ui/amount';
import { DateRange } from '@/shared/ui/date-range';
import { FilterPanel } from '@/shared/ui/filter-panel';
import { Fact } from '@/shared/ui/fact';
import { amountSummary, PagedList, type PagedListColumn } from '@/shared/ui/paged-list';
import { SubLine, timeColumn } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { useDateRange } from '@/shared/ui/use-date-range';
import { usePaging } from '@/shared/ui/use-paging';
import { useDepositList } from '../api/deposit';

/**
 * The deposit record tab (spec §3 deposit status 1 Pending, 2 Success, 3 Failed; §9 'Page
 * Total' and 'Total'): every deposit with its method, amounts and status, a Pending one
 * moving on without a reload; the date range (spec §5, server timezone), the page and the page
 * size in the URL.
 */
export function DepositRecordRoute() {
  const { t } = useTranslation();
  const paging = usePaging();
  const offset = useServerOffset();
  const dates = useDateRange(offset);
  const query = useDepositList({
    page: paging.page,
    page_size: paging.pageSize,
    ...(dates.range ? { q: encodeQ({ created_at: dayRangeSeconds(dates.range, offset) }) } : {}),
  });
  const columns = useMemo(() => depositColumns(t, offset), [t, offset]);
  const summary = query.data?.data.summary;
  return (
    <Paper component="section" aria-labelledby="deposit-record" sx={{ p: 2 }}>
      <Typography id="deposit-record" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('deposit.record.heading')}
      </Typography>
      <FilterPanel dates={dates}>
        <Box sx={{ mb: 2 }}>
          <DateRange state={dates} />
        </Box>
      </FilterPanel>
      <PagedList
        labelledBy="deposit-record"
        rows={query.data?.data.list}
        total={query.data?.data.meta.total}
        isError={query.isError}
        isFetching={query.isFetching}
        onRetry={() => void query.refetch()}
        columns={columns}
        rowKey={(deposit) => deposit.id}
        renderCard={(deposit) => <DepositCard deposit={deposit} offset={offset} />}
        cardLabel={(deposit) => t('deposit.record.card_label', { order: deposit.order_no })}
        empty={{ title: t('deposit.record.empty'), body: t('deposit.record.empty_body') }}
        paging={paging}
        summary={amountSummary(summary)}
        minWidth={760}
      />
    </Paper>
  );
}

/** The fee under the amount credited, hidden with the wallet's amounts. */
function FeeLine({ fee }: { fee: string }) {
  const { t, i18n } = useTranslation();
  const [visible] = useAmountVisibility('wallet');
  const text = visible ? formatAmount(fee, { locale: i18n.language }) : HIDDEN_AMOUNT;
  return <SubLine>{t('deposit.record.fee', { fee: text })}</SubLine>;
}

function Remark({ deposit }: { deposit: Deposit }) {
  return deposit.remark ? <SubLine>{deposit.remark}</SubLine> : null;
}

function depositColumns(t: TFunction, offset: number): PagedListColumn<Deposit>[] {
  return [
    timeColumn(
      t('deposit.record.time'),
      offset,
      (deposit) => deposit.created_at,
      (deposit) => deposit.order_no,
    ),
    {
      id: 'method',
      header: t('deposit.record.method'),
      render: (deposit) => (
        <>
          {deposit.method_name}
          {deposit.promo_code ? (
            <SubLine>{t('deposit.record.promo', { code: deposit.promo_code })}</SubLine>
          ) : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('deposit.record.amount'),
      align: 'right',
      render: (deposit) => <Amount value={deposit.amount} type="wallet" />,
    },
    {
      id: 'actual_amount',
      header: t('deposit.record.credited'),
      align: 'right',
      render: (deposit) => (
        <>
          <Amount value={deposit.actual_amount} type="wallet" />
          <FeeLine fee={deposit.fee} />
        </>
      ),
    },
    {
      id: 'status',
      header: t('deposit.record.status'),
      render: (deposit) => (
        <>
          <StatusChip kind="deposit" value={deposit.status} />
          <Remark deposit={deposit} />
        </>
      ),
    },
  ];
}

/** At phone width each deposit is a card: method and status, amounts, and when. */
function DepositCard({ deposit, offset }: { deposit: Deposit; offset: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {deposit.method_name}
        </Typography>
        <StatusChip kind="deposit" value={deposit.status} />
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, m: 0 }}
      >
        <Fact label={t('deposit.record.amount')}>
          <Amount value={deposit.amount} type="wallet" />
        </Fact>
        <Fact label={t('deposit.record.credited')}>
          <Amount value={deposit.actual_amount} type="wallet" />
        </Fact>
      </Box>
      <Remark deposit={deposit} />
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
        {formatServerDateTime(deposit.created_at, offset)} · {deposit.order_no}
      </Typography>
    </>
  );
}
