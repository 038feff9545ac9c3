import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AffiliateCommissionStatement } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { Fact } from '@/shared/ui/fact';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { usePaging } from '@/shared/ui/use-paging';
import { useStatements } from '../api/queries';
import { StatusChip } from '@/shared/ui/status-chip';
import { monthName } from '../components/month-name';
import { affiliatePaths } from '../paths';

/**
 * Commission statements, one per month of the server calendar: net revenue of the downline,
 * the agent's rate, the commission and whether it is paid; each opens its lines.
 */
export function StatementListRoute() {
  const { t, i18n } = useTranslation();
  const paging = usePaging();
  const query = useStatements({ page: paging.page, page_size: paging.pageSize });
  const columns = useMemo(() => statementColumns(t, i18n.language), [t, i18n.language]);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.commission.title')}
      </Typography>
      <Paper component="section" aria-labelledby="statements" sx={{ p: 2 }}>
        <Typography id="statements" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('affiliate.commission.heading')}
        </Typography>
        <PagedList
          labelledBy="statements"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(row) => row.period}
          renderCard={(row) => (
            <>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
              >
                <Typography sx={{ fontWeight: 700 }}>
                  {monthName(row.period, i18n.language)}
                </Typography>
                <StatusChip kind="affiliate_commission" value={row.status} />
              </Stack>
              <Stack component="dl" direction="row" spacing={2} sx={{ m: 0, mb: 1 }}>
                <Fact label={t('affiliate.dashboard.net_revenue')}>{money(row.net_revenue)}</Fact>
                <Fact label={t('affiliate.dashboard.commission')}>{money(row.commission)}</Fact>
              </Stack>
              <DetailLink row={row} />
            </>
          )}
          cardLabel={(row) => monthName(row.period, i18n.language)}
          empty={{ title: t('affiliate.commission.empty') }}
          paging={paging}
          minWidth={760}
        />
      </Paper>
    </Stack>
  );
}

function DetailLink({ row }: { row: AffiliateCommissionStatement }) {
  const { t, i18n } = useTranslation();
  return (
    <Button
      size="small"
      component={RouterLink}
      to={affiliatePaths.commissionDetail(row.period)}
      aria-label={t('affiliate.commission.open', { month: monthName(row.period, i18n.language) })}
    >
      {t('affiliate.commission.lines')}
    </Button>
  );
}

function statementColumns(
  t: TFunction,
  locale: string,
): PagedListColumn<AffiliateCommissionStatement>[] {
  const money = (value: string) => formatAmount(value, { locale });
  return [
    {
      id: 'month',
      header: t('affiliate.commission.month'),
      nowrap: true,
      render: (row) => monthName(row.period, locale),
    },
    {
      id: 'active',
      header: t('affiliate.dashboard.active_members'),
      align: 'right',
      render: (row) => row.active_members,
    },
    {
      id: 'revenue',
      header: t('affiliate.dashboard.net_revenue'),
      align: 'right',
      nowrap: true,
      render: (row) => money(row.net_revenue),
    },
    {
      id: 'rate',
      header: t('affiliate.commission.rate'),
      align: 'right',
      render: (row) => `${row.commission_percent}%`,
    },
    {
      id: 'commission',
      header: t('affiliate.dashboard.commission'),
      align: 'right',
      nowrap: true,
      render: (row) => money(row.commission),
    },
    {
      id: 'status',
      header: t('affiliate.commission.status'),
      render: (row) => <StatusChip kind="affiliate_commission" value={row.status} />,
    },
    {
      id: 'detail',
      header: t('affiliate.commission.lines'),
      render: (row) => <DetailLink row={row} />,
    },
  ];
}
