import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AccountStatus, type AffiliateAccount, RegistrationType } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { statusEntry } from '@/shared/lib/statuses';
import { formatServerDateTime } from '@/shared/lib/time';
import { DateRange } from '@/shared/ui/date-range';
import { Fact } from '@/shared/ui/fact';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { useDateRange } from '@/shared/ui/use-date-range';
import { usePaging } from '@/shared/ui/use-paging';
import { useDownline } from '../api/queries';
import { FilterSelect, numberParam, useUrlFilters } from '../components/filters';
import { reportParams } from '../model/period';
import { affiliatePaths } from '../paths';

const FILTERS = ['keyword', 'status', 'registration_type'] as const;
const STATUSES = Object.values(AccountStatus);
const REGISTRATION_TYPES = Object.values(RegistrationType);

/**
 * The downline: the members and sub-agents under the agent (or under one of its sub-agents,
 * `/agent/downline/:parentId`, with the way back up), searched by name, filtered by status and
 * registration type, with each account's deposits and net revenue in the chosen days (this
 * month by default).
 */
export function DownlineRoute() {
  const { t, i18n } = useTranslation();
  const { parentId } = useParams();
  const offset = useServerOffset();
  const paging = usePaging();
  const dates = useDateRange(offset);
  const { values, set } = useUrlFilters(FILTERS);
  const parent = Number(parentId) || undefined;
  const query = useDownline({
    page: paging.page,
    page_size: paging.pageSize,
    ...(parent ? { parent_id: parent } : {}),
    ...(values.keyword ? { keyword: values.keyword } : {}),
    status: numberParam(values.status, STATUSES),
    registration_type: numberParam(values.registration_type, REGISTRATION_TYPES),
    ...(dates.range ? reportParams(dates.range, offset) : {}),
  });
  const path = query.data?.data.path;
  const columns = useMemo(
    () => downlineColumns(t, i18n.language, offset),
    [t, i18n.language, offset],
  );
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('keyword');
    set('keyword', typeof text === 'string' ? text.trim() : '');
  };
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.downline.title')}
      </Typography>
      {path && path.length > 1 ? (
        <Breadcrumbs aria-label={t('affiliate.downline.path')}>
          {path.map((step, index) =>
            index === path.length - 1 ? (
              <Typography key={step.user_id} color="textPrimary" aria-current="page">
                {step.username}
              </Typography>
            ) : (
              <Link
                key={step.user_id}
                component={RouterLink}
                to={
                  index === 0 ? affiliatePaths.downline() : affiliatePaths.subDownline(step.user_id)
                }
              >
                {step.username}
              </Link>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Paper component="section" aria-labelledby="downline-list" sx={{ p: 2 }}>
        <Typography id="downline-list" component="h2" variant="h6" sx={{ mb: 2 }}>
          {path && path.length > 1
            ? t('affiliate.downline.of', { name: path.at(-1)?.username ?? '' })
            : t('affiliate.downline.heading')}
        </Typography>
        <Stack spacing={2} sx={{ mb: 2 }}>
          <Stack
            component="form"
            role="search"
            onSubmit={search}
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <TextField
              key={values.keyword}
              name="keyword"
              size="small"
              label={t('affiliate.downline.search')}
              defaultValue={values.keyword}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <Button type="submit" variant="outlined">
              {t('affiliate.downline.search_button')}
            </Button>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <FilterSelect
              label={t('affiliate.downline.status')}
              value={values.status}
              options={STATUSES.map((value) => ({
                value,
                label: t(statusEntry('account', value)?.labelKey ?? ''),
              }))}
              onChange={(value) => set('status', value)}
            />
            <FilterSelect
              label={t('affiliate.downline.registration_type')}
              value={values.registration_type}
              options={REGISTRATION_TYPES.map((value) => ({
                value,
                label: t(`affiliate.registration_type.${value}`),
              }))}
              onChange={(value) => set('registration_type', value)}
            />
          </Stack>
          <DateRange state={dates} label={t('affiliate.downline.figures_range')} />
        </Stack>
        <PagedList
          labelledBy="downline-list"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(row) => row.user_id}
          renderCard={(row) => <DownlineCard row={row} offset={offset} />}
          cardLabel={(row) => row.username}
          empty={{ title: t('affiliate.downline.empty') }}
          paging={paging}
          minWidth={980}
        />
      </Paper>
    </Stack>
  );
}

function AccountName({ row }: { row: AffiliateAccount }) {
  const { t } = useTranslation();
  if (row.type === 1 && row.downline_count > 0)
    return (
      <Link
        component={RouterLink}
        to={affiliatePaths.subDownline(row.user_id)}
        aria-label={t('affiliate.downline.open', { name: row.username })}
      >
        {row.username}
      </Link>
    );
  return <>{row.username}</>;
}

function TypeChips({ row }: { row: AffiliateAccount }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Typography variant="body2" component="span">
        {t(`affiliate.account_type.${row.type}`)}
      </Typography>
      {row.affiliate_status !== undefined ? (
        <StatusChip kind="affiliate" value={row.affiliate_status} />
      ) : null}
    </Stack>
  );
}

function downlineColumns(
  t: TFunction,
  locale: string,
  offset: number,
): PagedListColumn<AffiliateAccount>[] {
  const amount = (value: string) => formatAmount(value, { locale });
  return [
    {
      id: 'username',
      header: t('affiliate.downline.username'),
      render: (row) => <AccountName row={row} />,
    },
    { id: 'type', header: t('affiliate.downline.type'), render: (row) => <TypeChips row={row} /> },
    {
      id: 'status',
      header: t('affiliate.downline.status'),
      render: (row) => <StatusChip kind="account" value={row.account_status} />,
    },
    {
      id: 'registration_type',
      header: t('affiliate.downline.registration_type'),
      render: (row) => t(`affiliate.registration_type.${row.registration_type}`),
    },
    {
      id: 'created_at',
      header: t('affiliate.downline.registered'),
      nowrap: true,
      render: (row) => formatServerDateTime(row.created_at, offset),
    },
    {
      id: 'downline_count',
      header: t('affiliate.downline.downline_count'),
      align: 'right',
      render: (row) => (row.type === 1 ? row.downline_count : '—'),
    },
    {
      id: 'deposits',
      header: t('affiliate.dashboard.deposits'),
      align: 'right',
      nowrap: true,
      render: (row) => amount(row.deposits),
    },
    {
      id: 'net_revenue',
      header: t('affiliate.dashboard.net_revenue'),
      align: 'right',
      nowrap: true,
      render: (row) => amount(row.net_revenue),
    },
  ];
}

function DownlineCard({ row, offset }: { row: AffiliateAccount; offset: number }) {
  const { t, i18n } = useTranslation();
  const amount = (value: string) => formatAmount(value, { locale: i18n.language });
  return (
    <RecordCard
      title={<AccountName row={row} />}
      aside={<StatusChip kind="account" value={row.account_status} />}
      facts={
        <>
          <Fact label={t('affiliate.downline.type')}>
            <TypeChips row={row} />
          </Fact>
          <Fact label={t('affiliate.downline.registration_type')}>
            {t(`affiliate.registration_type.${row.registration_type}`)}
          </Fact>
          <Fact label={t('affiliate.dashboard.deposits')}>{amount(row.deposits)}</Fact>
          <Fact label={t('affiliate.dashboard.net_revenue')}>{amount(row.net_revenue)}</Fact>
        </>
      }
      at={row.created_at}
      order={`#${row.user_id}`}
      offsetMinutes={offset}
    />
  );
}
