import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AffiliateMemberGroupLog, MemberGroupLogType } from '@/api/generated/model';
import { dayRangeQ } from '@/api/http/q';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDateTime } from '@/shared/lib/time';
import { DateRange } from '@/shared/ui/date-range';
import { Fact } from '@/shared/ui/fact';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard } from '@/shared/ui/record-cells';
import { useDateRange } from '@/shared/ui/use-date-range';
import { usePaging } from '@/shared/ui/use-paging';
import { useGroupLogs } from '../api/queries';
import { FilterSelect, numberParam, useUrlFilters } from '../components/filters';

const FILTERS = ['type'] as const;
const TYPES = Object.values(MemberGroupLogType);

/** The member group logs of the downline (spec §3 types 1 to 6), by type and days, paged. */
export function GroupLogsRoute() {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const paging = usePaging();
  const dates = useDateRange(offset);
  const { values, set } = useUrlFilters(FILTERS);
  const query = useGroupLogs({
    page: paging.page,
    page_size: paging.pageSize,
    type: numberParam(values.type, TYPES),
    ...dayRangeQ('created_at', dates.range, offset),
  });
  const columns = useMemo(() => logColumns(t, offset), [t, offset]);
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.group_logs.title')}
      </Typography>
      <Paper component="section" aria-labelledby="group-logs" sx={{ p: 2 }}>
        <Typography id="group-logs" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('affiliate.group_logs.heading')}
        </Typography>
        <Stack spacing={2} sx={{ mb: 2 }}>
          <DateRange state={dates} />
          <FilterSelect
            label={t('affiliate.group_logs.type')}
            value={values.type}
            options={TYPES.map((value) => ({
              value,
              label: t(`affiliate.group_log_type.${value}`),
            }))}
            onChange={(value) => set('type', value)}
          />
        </Stack>
        <PagedList
          labelledBy="group-logs"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(row) => row.id}
          renderCard={(row) => (
            <RecordCard
              title={row.username}
              aside={t(`affiliate.group_log_type.${row.type}`)}
              facts={
                <>
                  <Fact label={t('affiliate.group_logs.change')} wide>
                    {row.content}
                  </Fact>
                  <Fact label={t('affiliate.group_logs.operator')}>{row.operator}</Fact>
                </>
              }
              at={row.created_at}
              order={`#${row.id}`}
              offsetMinutes={offset}
            />
          )}
          cardLabel={(row) => `${row.username} ${t(`affiliate.group_log_type.${row.type}`)}`}
          empty={{ title: t('affiliate.group_logs.empty') }}
          paging={paging}
          minWidth={760}
        />
      </Paper>
    </Stack>
  );
}

function logColumns(t: TFunction, offset: number): PagedListColumn<AffiliateMemberGroupLog>[] {
  return [
    {
      id: 'time',
      header: t('affiliate.group_logs.time'),
      nowrap: true,
      render: (row) => formatServerDateTime(row.created_at, offset),
    },
    {
      id: 'type',
      header: t('affiliate.group_logs.type'),
      render: (row) => t(`affiliate.group_log_type.${row.type}`),
    },
    { id: 'username', header: t('affiliate.downline.username'), render: (row) => row.username },
    { id: 'content', header: t('affiliate.group_logs.change'), render: (row) => row.content },
    { id: 'operator', header: t('affiliate.group_logs.operator'), render: (row) => row.operator },
  ];
}
