import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@/api/generated/model';
import { dayRangeQ } from '@/api/http/q';
import { useServerOffset } from '@/api/use-server-offset';
import { Amount } from '@/shared/ui/amount';
import { DateRange } from '@/shared/ui/date-range';
import { FilterPanel } from '@/shared/ui/filter-panel';
import { Fact } from '@/shared/ui/fact';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard, timeColumn, TwoLineCell } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { useDateRange } from '@/shared/ui/use-date-range';
import { usePaging } from '@/shared/ui/use-paging';
import { useWithdrawalList } from '../api/withdrawal';
import { CancelWithdrawal } from '../components/cancel-withdrawal';
import { WithdrawalTracker } from '../components/withdrawal-tracker';
import { showsReason, withdrawalProgress } from '../model/withdrawal-progress';

/**
 * The withdrawal's record tab (spec §2, §3): the newest withdrawal under way on top with where
 * it is; then every withdrawal with its status (the full list, 1 Pending … 8 Rejected), the
 * reason for a failed or rejected one, and the cancel of a Pending one; the date range (spec
 * §5, server timezone), the page and the page size in the URL.
 */
export function WithdrawRecordRoute() {
  const { t } = useTranslation();
  const paging = usePaging();
  const offset = useServerOffset();
  const dates = useDateRange(offset);
  const query = useWithdrawalList({
    page: paging.page,
    page_size: paging.pageSize,
    ...dayRangeQ('created_at', dates.range, offset),
  });
  const columns = useMemo(() => withdrawalColumns(t, offset), [t, offset]);
  // The newest withdrawal still under way, tracked on top (the others show their status below).
  const tracked = (query.data?.data.list ?? []).find(
    (withdrawal) => withdrawalProgress(withdrawal).inFlight,
  );
  return (
    <Stack spacing={2.5}>
      {tracked ? (
        <WithdrawalTracker
          withdrawal={tracked}
          heading={t('withdraw.tracker.heading', { order: tracked.order_no })}
        />
      ) : null}
      <Paper component="section" aria-labelledby="withdraw-record" sx={{ p: 2 }}>
        <Typography id="withdraw-record" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('withdraw.record.heading')}
        </Typography>
        <FilterPanel dates={dates}>
          <Box sx={{ mb: 2 }}>
            <DateRange state={dates} />
          </Box>
        </FilterPanel>
        <PagedList
          labelledBy="withdraw-record"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(withdrawal) => withdrawal.id}
          renderCard={(withdrawal) => <WithdrawalCard withdrawal={withdrawal} offset={offset} />}
          cardLabel={(withdrawal) =>
            t('withdraw.record.card_label', { order: withdrawal.order_no })
          }
          empty={{ title: t('withdraw.record.empty'), body: t('withdraw.record.empty_body') }}
          paging={paging}
          minWidth={860}
        />
      </Paper>
    </Stack>
  );
}

function Reason({ withdrawal }: { withdrawal: Withdrawal }) {
  if (!showsReason(withdrawal)) return null;
  return (
    <Typography variant="caption" color="textSecondary" component="span" sx={{ display: 'block' }}>
      {withdrawal.remark}
    </Typography>
  );
}

function withdrawalColumns(t: TFunction, offset: number): PagedListColumn<Withdrawal>[] {
  return [
    timeColumn(
      t('withdraw.record.time'),
      offset,
      (withdrawal) => withdrawal.created_at,
      (withdrawal) => withdrawal.order_no,
    ),
    {
      id: 'bank',
      header: t('withdraw.record.bank'),
      render: (withdrawal) => (
        <TwoLineCell main={withdrawal.bank_name} note={withdrawal.bank_account} />
      ),
    },
    {
      id: 'amount',
      header: t('withdraw.record.amount'),
      align: 'right',
      render: (withdrawal) => <Amount value={withdrawal.amount} type="wallet" />,
    },
    {
      id: 'actual_amount',
      header: t('withdraw.record.actual_amount'),
      align: 'right',
      render: (withdrawal) => (
        <TwoLineCell
          main={<Amount value={withdrawal.actual_amount} type="wallet" />}
          note={t('withdraw.record.fee_percent', { percent: withdrawal.fee_percent })}
        />
      ),
    },
    {
      id: 'status',
      header: t('withdraw.record.status'),
      render: (withdrawal) => (
        <>
          <StatusChip kind="withdrawal" value={withdrawal.status} />
          <Reason withdrawal={withdrawal} />
        </>
      ),
    },
    {
      id: 'action',
      header: t('withdraw.record.action'),
      render: (withdrawal) =>
        withdrawal.cancelable ? <CancelWithdrawal withdrawal={withdrawal} /> : null,
    },
  ];
}

/** At phone width each withdrawal is a card: amounts, status and when, with its cancel. */
function WithdrawalCard({ withdrawal, offset }: { withdrawal: Withdrawal; offset: number }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={`${withdrawal.bank_name} ${withdrawal.bank_account}`}
      aside={<StatusChip kind="withdrawal" value={withdrawal.status} />}
      facts={
        <>
          <Fact label={t('withdraw.record.amount')}>
            <Amount value={withdrawal.amount} type="wallet" />
          </Fact>
          <Fact label={t('withdraw.record.actual_amount')}>
            <Amount value={withdrawal.actual_amount} type="wallet" />
          </Fact>
        </>
      }
      at={withdrawal.created_at}
      order={withdrawal.order_no}
      offsetMinutes={offset}
      action={withdrawal.cancelable ? <CancelWithdrawal withdrawal={withdrawal} /> : null}
    >
      <Reason withdrawal={withdrawal} />
    </RecordCard>
  );
}
