import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { MemberTransferDirection, MemberTransferRecord } from '@/api/generated/model';
import { dayRangeQ } from '@/api/http/q';
import { useServerOffset } from '@/api/use-server-offset';
import { Amount } from '@/shared/ui/amount';
import { DateRange } from '@/shared/ui/date-range';
import { FilterPanel } from '@/shared/ui/filter-panel';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard, timeColumn } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { useDateRange } from '@/shared/ui/use-date-range';
import { useJustMade } from '@/shared/ui/just-made';
import { usePaging } from '@/shared/ui/use-paging';
import { useMemberTransferList } from '../api/member-transfer';
import { FEE_BY_SENDER, counterparty } from '../model/member-transfer-record';
import { Fact } from '@/shared/ui/fact';

type DirectionFilter = MemberTransferDirection | 'all';
const DIRECTIONS: readonly DirectionFilter[] = ['all', 'sent', 'received'];
const readDirection = (value: string | null): DirectionFilter =>
  DIRECTIONS.find((direction) => direction === value) ?? 'all';

/**
 * The transfer list sub-view: sent and received transfers, newest first; the direction, the
 * date range (spec §5, server timezone), the page and the page size (spec §9) are kept in the
 * URL.
 */
export function MemberTransferListRoute() {
  const { t } = useTranslation();
  const paging = usePaging();
  const justMade = useJustMade();
  const [params, setParams] = useSearchParams();
  const direction = readDirection(params.get('direction'));
  const offset = useServerOffset();
  const dates = useDateRange(offset);
  const query = useMemberTransferList({
    page: paging.page,
    page_size: paging.pageSize,
    ...(direction === 'all' ? {} : { direction }),
    ...dayRangeQ('created_at', dates.range, offset),
  });
  const columns = useMemo(() => transferColumns(t, offset), [t, offset]);
  return (
    <Paper component="section" aria-labelledby="member-transfer-list" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="member-transfer-list" component="h2" variant="h6">
          {t('member_transfer.list.heading')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={direction}
          aria-label={t('member_transfer.list.filter_label')}
          onChange={(_event, value: DirectionFilter | null) => {
            if (!value) return;
            // A new filter starts from its first page.
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (value === 'all') next.delete('direction');
              else next.set('direction', value);
              next.delete('page');
              return next;
            });
          }}
        >
          <ToggleButton value="all">{t('member_transfer.list.filter_all')}</ToggleButton>
          <ToggleButton value="sent">{t('member_transfer.list.sent')}</ToggleButton>
          <ToggleButton value="received">{t('member_transfer.list.received')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FilterPanel dates={dates}>
        <Box sx={{ mb: 2 }}>
          <DateRange state={dates} />
        </Box>
      </FilterPanel>
      <PagedList
        labelledBy="member-transfer-list"
        {...pagedQuery(query)}
        columns={columns}
        rowKey={(record) => record.id}
        renderCard={(record) => <TransferCard record={record} offset={offset} />}
        cardLabel={(record) =>
          t(record.direction === 'sent' ? 'member_transfer.list.to' : 'member_transfer.list.from', {
            name: counterparty(record),
          })
        }
        empty={{
          title: t('member_transfer.list.empty'),
          body: t('member_transfer.list.empty_body'),
        }}
        paging={paging}
        highlightKey={justMade}
        minWidth={760}
      />
    </Paper>
  );
}

function DirectionChip({ direction }: { direction: MemberTransferDirection }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={direction === 'sent' ? 'primary' : 'secondary'}
      label={
        direction === 'sent' ? t('member_transfer.list.sent') : t('member_transfer.list.received')
      }
    />
  );
}

function FeeNote({ record }: { record: MemberTransferRecord }) {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="textSecondary" component="span" sx={{ display: 'block' }}>
      {record.fee_bearer === FEE_BY_SENDER
        ? t('member_transfer.list.fee_by_sender')
        : t('member_transfer.list.fee_by_receiver')}
    </Typography>
  );
}

function transferColumns(t: TFunction, offset: number): PagedListColumn<MemberTransferRecord>[] {
  return [
    timeColumn(
      t('member_transfer.list.time'),
      offset,
      (record) => record.created_at,
      (record) => record.order_no,
    ),
    {
      id: 'direction',
      header: t('member_transfer.list.direction'),
      render: (record) => <DirectionChip direction={record.direction} />,
    },
    {
      id: 'counterparty',
      header: t('member_transfer.list.counterparty'),
      render: (record) => counterparty(record),
    },
    {
      id: 'amount',
      header: t('member_transfer.list.amount'),
      align: 'right',
      render: (record) => <Amount value={record.amount} type="wallet" />,
    },
    {
      id: 'fee',
      header: t('member_transfer.list.fee'),
      align: 'right',
      render: (record) => (
        <>
          <Amount value={record.fee} type="wallet" />
          <FeeNote record={record} />
        </>
      ),
    },
    {
      id: 'actual_amount',
      header: t('member_transfer.list.actual_amount'),
      align: 'right',
      render: (record) => <Amount value={record.actual_amount} type="wallet" />,
    },
    {
      id: 'status',
      header: t('member_transfer.list.status'),
      render: (record) => (
        <>
          <StatusChip kind="member_transfer" value={record.status} />
          {record.remark ? (
            <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
              {record.remark}
            </Typography>
          ) : null}
        </>
      ),
    },
  ];
}

/** At phone width each transfer is a card: who, what and when, without sideways scrolling. */
function TransferCard({ record, offset }: { record: MemberTransferRecord; offset: number }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <DirectionChip direction={record.direction} />
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {counterparty(record)}
          </Typography>
        </Stack>
      }
      aside={<StatusChip kind="member_transfer" value={record.status} />}
      columns={3}
      facts={
        <>
          <Fact label={t('member_transfer.list.amount')}>
            <Amount value={record.amount} type="wallet" />
          </Fact>
          <Fact label={t('member_transfer.list.fee')}>
            <Amount value={record.fee} type="wallet" />
          </Fact>
          <Fact label={t('member_transfer.list.actual_amount')}>
            <Amount value={record.actual_amount} type="wallet" />
          </Fact>
        </>
      }
      at={record.created_at}
      order={record.order_no}
      offsetMinutes={offset}
    >
      <FeeNote record={record} />
      {record.remark ? (
        <Typography variant="caption" color="textSecondary" component="p">
          {record.remark}
        </Typography>
      ) : null}
    </RecordCard>
  );
}
