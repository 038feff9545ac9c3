import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMemberTransfers } from '@/api/generated/endpoints/member-transfer/member-transfer';
import type {
  MemberTransferDirection,
  MemberTransferRecord,
  MemberTransferStatus,
} from '@/api/generated/model';
import { Amount } from '@/shared/ui/amount';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { FEE_BY_SENDER, counterparty } from '../model/member-transfer';
import { Fact } from '../components/fact';

/** Spec §9: page size 15. */
const PAGE_SIZE = 15;

const STATUS: Record<
  MemberTransferStatus,
  { key: string; color: 'warning' | 'success' | 'error' }
> = {
  1: { key: 'member_transfer.status.pending', color: 'warning' },
  2: { key: 'member_transfer.status.success', color: 'success' },
  3: { key: 'member_transfer.status.failed', color: 'error' },
};

type DirectionFilter = MemberTransferDirection | 'all';

/** The transfer list sub-view: sent and received transfers, newest first, 15 a page. */
export function MemberTransferListRoute() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<DirectionFilter>('all');
  const query = useListMemberTransfers(
    { page, page_size: PAGE_SIZE, ...(direction === 'all' ? {} : { direction }) },
    {
      query: { placeholderData: (previous) => previous },
      request: { handlesErrors: true },
    },
  );
  const list = query.data?.data.list;
  const meta = query.data?.data.meta;
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
            setDirection(value);
            setPage(1);
          }}
        >
          <ToggleButton value="all">{t('member_transfer.list.filter_all')}</ToggleButton>
          <ToggleButton value="sent">{t('member_transfer.list.sent')}</ToggleButton>
          <ToggleButton value="received">{t('member_transfer.list.received')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {query.isError && !list ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !list ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <EmptyState
          title={t('member_transfer.list.empty')}
          body={t('member_transfer.list.empty_body')}
        />
      ) : (
        <Box aria-busy={query.isFetching}>
          {narrow ? <TransferCards list={list} /> : <TransferTable list={list} />}
          {meta && meta.total > meta.page_size ? (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              page={page}
              count={Math.ceil(meta.total / meta.page_size)}
              onChange={(_event, value) => setPage(value)}
              siblingCount={narrow ? 0 : 1}
            />
          ) : null}
        </Box>
      )}
    </Paper>
  );
}

const formatTime = (seconds: number) => dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss');

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

function StatusChip({ record }: { record: MemberTransferRecord }) {
  const { t } = useTranslation();
  const status = STATUS[record.status];
  return <Chip size="small" color={status.color} label={t(status.key)} />;
}

function FeeNote({ record }: { record: MemberTransferRecord }) {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {record.fee_bearer === FEE_BY_SENDER
        ? t('member_transfer.list.fee_by_sender')
        : t('member_transfer.list.fee_by_receiver')}
    </Typography>
  );
}

function TransferTable({ list }: { list: readonly MemberTransferRecord[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="member-transfer-list" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('member_transfer.list.time')}</TableCell>
            <TableCell>{t('member_transfer.list.direction')}</TableCell>
            <TableCell>{t('member_transfer.list.counterparty')}</TableCell>
            <TableCell align="right">{t('member_transfer.list.amount')}</TableCell>
            <TableCell align="right">{t('member_transfer.list.fee')}</TableCell>
            <TableCell align="right">{t('member_transfer.list.actual_amount')}</TableCell>
            <TableCell>{t('member_transfer.list.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((record) => (
            <TableRow key={record.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatTime(record.created_at)}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {record.order_no}
                </Typography>
              </TableCell>
              <TableCell>
                <DirectionChip direction={record.direction} />
              </TableCell>
              <TableCell>{counterparty(record)}</TableCell>
              <TableCell align="right">
                <Amount value={record.amount} type="wallet" />
              </TableCell>
              <TableCell align="right">
                <Amount value={record.fee} type="wallet" />
                <FeeNote record={record} />
              </TableCell>
              <TableCell align="right">
                <Amount value={record.actual_amount} type="wallet" />
              </TableCell>
              <TableCell>
                <StatusChip record={record} />
                {record.remark ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {record.remark}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** At phone width each transfer is a card: who, what and when, without sideways scrolling. */
function TransferCards({ list }: { list: readonly MemberTransferRecord[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {list.map((record) => (
        <Box
          component="li"
          key={record.id}
          aria-label={t(
            record.direction === 'sent' ? 'member_transfer.list.to' : 'member_transfer.list.from',
            { name: counterparty(record) },
          )}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <DirectionChip direction={record.direction} />
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {counterparty(record)}
              </Typography>
            </Stack>
            <StatusChip record={record} />
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0 }}
          >
            <Fact label={t('member_transfer.list.amount')}>
              <Amount value={record.amount} type="wallet" />
            </Fact>
            <Fact label={t('member_transfer.list.fee')}>
              <Amount value={record.fee} type="wallet" />
            </Fact>
            <Fact label={t('member_transfer.list.actual_amount')}>
              <Amount value={record.actual_amount} type="wallet" />
            </Fact>
          </Box>
          <FeeNote record={record} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {formatTime(record.created_at)} · {record.order_no}
          </Typography>
          {record.remark ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {record.remark}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
