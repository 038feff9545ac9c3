import Box from '@mui/material/Box';
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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListWalletTransfers } from '@/api/generated/endpoints/wallet/wallet';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDateTime } from '@/shared/lib/time';
import { Amount } from '@/shared/ui/amount';
import { Fact } from '@/shared/ui/fact';
import { QueryStates } from '@/shared/ui/query-states';
import { RecordCard } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { useWallets } from '../api/use-wallet';

const PAGE_SIZE = 15;

/**
 * The member's transfers, newest first, under the wallets (page size 15, spec §9): a table,
 * and on phones a card per transfer, its amount and status in view (issue 34: the table cut
 * them off at 360 px).
 */
export const RecentTransfers = memo(function RecentTransfers() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  // Every confirmed balance change may add a transfer: refetch when the balances change.
  const { revision } = useWallets();
  const offset = useServerOffset();
  const query = useListWalletTransfers(
    { page, page_size: PAGE_SIZE },
    {
      query: {
        queryKey: ['wallet-transfers', page, revision],
        placeholderData: (previous) => previous,
      },
    },
  );
  return (
    <Paper component="section" aria-labelledby="transfers-heading" sx={{ p: 2 }}>
      <Typography id="transfers-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('wallet.history.title')}
      </Typography>
      <QueryStates
        query={query}
        skeleton={
          <Stack spacing={1}>
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        }
        isEmpty={(loaded) => loaded.data.list.length === 0}
        empty={{ title: t('wallet.history.empty') }}
      >
        {({ data: { list, meta } }) => (
          <>
            {narrow ? (
              <Stack
                component="ul"
                spacing={1.5}
                aria-labelledby="transfers-heading"
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {list.map((row) => (
                  <Box
                    component="li"
                    key={row.id}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                  >
                    <RecordCard
                      title={row.channel_name}
                      aside={<Amount value={row.amount} type="wallet" />}
                      facts={
                        <>
                          <Fact label={t('wallet.history.type')}>
                            {row.type === 1
                              ? t('wallet.history.type_in')
                              : t('wallet.history.type_out')}
                          </Fact>
                          <Fact label={t('wallet.history.status')}>
                            <StatusChip kind="wallet_transfer" value={row.status} />
                          </Fact>
                        </>
                      }
                      at={row.created_at}
                      order={row.order_no}
                      offsetMinutes={offset}
                    />
                  </Box>
                ))}
              </Stack>
            ) : (
              <TableContainer>
                <Table size="small" aria-labelledby="transfers-heading">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('wallet.history.time')}</TableCell>
                      <TableCell>{t('wallet.history.wallet')}</TableCell>
                      <TableCell>{t('wallet.history.type')}</TableCell>
                      <TableCell align="right">{t('wallet.history.amount')}</TableCell>
                      <TableCell>{t('wallet.history.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatServerDateTime(row.created_at, offset)}
                        </TableCell>
                        <TableCell>{row.channel_name}</TableCell>
                        <TableCell>
                          {row.type === 1
                            ? t('wallet.history.type_in')
                            : t('wallet.history.type_out')}
                        </TableCell>
                        <TableCell align="right">
                          <Amount value={row.amount} type="wallet" />
                        </TableCell>
                        <TableCell>
                          <StatusChip kind="wallet_transfer" value={row.status} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {meta.total > meta.page_size ? (
              <Pagination
                sx={{ mt: 1.5, display: 'flex', justifyContent: 'center' }}
                page={page}
                count={Math.ceil(meta.total / meta.page_size)}
                onChange={(_event, value) => setPage(value)}
              />
            ) : null}
          </>
        )}
      </QueryStates>
    </Paper>
  );
});
