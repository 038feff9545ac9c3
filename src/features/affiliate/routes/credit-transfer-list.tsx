import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffiliateCreditTransfer } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { Fact } from '@/shared/ui/fact';
import { amountSummary, PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard, timeColumn } from '@/shared/ui/record-cells';
import { useJustMade } from '@/shared/ui/just-made';
import { usePaging } from '@/shared/ui/use-paging';
import { useCreditTransfers } from '../api/credit-transfer';

/**
 * The agent's credit transfers, newest first, with 'Page Total' and 'Total' of the amounts; the
 * transfer just made is marked and brought into view.
 */
export function CreditTransferListRoute() {
  const { t, i18n } = useTranslation();
  const offset = useServerOffset();
  const paging = usePaging();
  const justMade = useJustMade();
  const query = useCreditTransfers({ page: paging.page, page_size: paging.pageSize });
  const columns = useMemo(
    () => transferColumns(t, i18n.language, offset),
    [t, i18n.language, offset],
  );
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  return (
    <Paper component="section" aria-labelledby="credit-transfers" sx={{ p: 2 }}>
      <Typography id="credit-transfers" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('affiliate.transfer.list_heading')}
      </Typography>
      <PagedList
        labelledBy="credit-transfers"
        {...pagedQuery(query)}
        columns={columns}
        rowKey={(row) => row.id}
        renderCard={(row) => (
          <RecordCard
            title={row.to_username}
            aside={money(row.amount)}
            facts={
              <>
                <Fact label={t('affiliate.transfer.fee')}>{money(row.fee)}</Fact>
                <Fact label={t('affiliate.transfer.they_receive')}>
                  {money(row.received_amount)}
                </Fact>
                <Fact label={t('affiliate.transfer.fee_bearer')}>
                  {t(`affiliate.transfer.bearer.${row.fee_bearer}`)}
                </Fact>
                <Fact label={t('affiliate.transfer.remark')}>{row.remark || '—'}</Fact>
              </>
            }
            at={row.created_at}
            order={`#${row.id}`}
            offsetMinutes={offset}
          />
        )}
        cardLabel={(row) => t('affiliate.transfer.card', { name: row.to_username, id: row.id })}
        empty={{ title: t('affiliate.transfer.empty') }}
        paging={paging}
        summary={amountSummary(query.data?.data.summary)}
        minWidth={900}
        highlightKey={justMade}
      />
    </Paper>
  );
}

function transferColumns(
  t: TFunction,
  locale: string,
  offset: number,
): PagedListColumn<AffiliateCreditTransfer>[] {
  const money = (value: string) => formatAmount(value, { locale });
  return [
    timeColumn(
      t('affiliate.transfer.time'),
      offset,
      (row) => row.created_at,
      (row) => `#${row.id}`,
    ),
    { id: 'to', header: t('affiliate.transfer.recipient'), render: (row) => row.to_username },
    {
      id: 'amount',
      header: t('affiliate.transfer.amount'),
      align: 'right',
      nowrap: true,
      render: (row) => money(row.amount),
    },
    {
      id: 'fee',
      header: t('affiliate.transfer.fee'),
      align: 'right',
      nowrap: true,
      render: (row) => money(row.fee),
    },
    {
      id: 'bearer',
      header: t('affiliate.transfer.fee_bearer'),
      render: (row) => t(`affiliate.transfer.bearer.${row.fee_bearer}`),
    },
    {
      id: 'received',
      header: t('affiliate.transfer.they_receive'),
      align: 'right',
      nowrap: true,
      render: (row) => money(row.received_amount),
    },
    { id: 'remark', header: t('affiliate.transfer.remark'), render: (row) => row.remark || '—' },
  ];
}
