import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { AffiliateReport } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { DateRange } from '@/shared/ui/date-range';
import { QueryStates } from '@/shared/ui/query-states';
import { ToggleChip, ToggleChipGroup } from '@/shared/ui/toggle-chips';
import { useDateRange } from '@/shared/ui/use-date-range';
import { useAgentReport } from '../api/queries';
import { ReportTable } from '../components/report-table';
import {
  AGENT_PERIODS,
  type AgentPeriod,
  DEFAULT_AGENT_PERIOD,
  isAgentPeriod,
  isPeriodTooLong,
  periodDays,
  reportParams,
} from '../model/period';

// The chart library comes only with the chart, after the figures (issue 15: agent routes only).
const ReportChart = lazy(async () => ({
  default: (await import('../components/report-chart')).ReportChart,
}));

const PERIOD_PARAM = 'period';

/**
 * The agent dashboard: the period chips (today, yesterday, the last 7 and 30 days, this week,
 * this month, last month, custom with the date range), opening on the last 30 days, the figures of the period as cards, and sign-ups and net
 * revenue by day as a chart and as a table.
 */
export function AgentDashboardRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const offset = useServerOffset();
  const dates = useDateRange(offset);
  const [openedAt] = useState(() => Date.now());
  const chosen = params.get(PERIOD_PARAM);
  const period: AgentPeriod = isAgentPeriod(chosen) ? chosen : DEFAULT_AGENT_PERIOD;
  const range = periodDays(period, openedAt, offset, dates.range);
  const tooLong = range !== null && isPeriodTooLong(range);
  const query = useMemo(
    () => (range && !tooLong ? reportParams(range, offset) : null),
    [range, tooLong, offset],
  );
  const report = useAgentReport(query);
  const choose = (next: AgentPeriod) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set(PERIOD_PARAM, next);
        if (next !== 'custom') for (const name of ['range', 'from', 'to']) copy.delete(name);
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.dashboard.title')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <ToggleChipGroup label={t('affiliate.dashboard.period')}>
          {AGENT_PERIODS.map((each) => (
            <ToggleChip
              key={each}
              label={t(`affiliate.dashboard.periods.${each}`)}
              pressed={period === each}
              onClick={() => choose(each)}
            />
          ))}
        </ToggleChipGroup>
        {period === 'custom' ? (
          <Box sx={{ mt: 2 }}>
            <DateRange state={dates} required label={t('affiliate.dashboard.custom_range')} />
          </Box>
        ) : null}
        {range ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }} aria-live="polite">
            {t('affiliate.dashboard.showing', { from: range.from, to: range.to })}
          </Typography>
        ) : null}
        {tooLong ? (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {t('affiliate.dashboard.too_long')}
          </Alert>
        ) : null}
      </Paper>
      {query ? (
        <QueryStates
          query={report}
          skeleton={
            <Box sx={CARD_GRID}>
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={88} />
              ))}
            </Box>
          }
        >
          {(loaded) => <ReportView report={loaded.data} />}
        </QueryStates>
      ) : null}
    </Stack>
  );
}

const CARD_GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

function ReportView({ report }: { report: AffiliateReport }) {
  const { t, i18n } = useTranslation();
  const amount = (value: string) => formatAmount(value, { locale: i18n.language });
  const figures: { key: string; value: string }[] = [
    { key: 'sign_ups', value: String(report.sign_ups) },
    { key: 'first_time_depositors', value: String(report.first_time_depositors) },
    { key: 'active_members', value: String(report.active_members) },
    { key: 'deposits', value: amount(report.deposits) },
    { key: 'net_revenue', value: amount(report.net_revenue) },
    { key: 'commission', value: amount(report.commission) },
    { key: 'credit', value: amount(report.credit) },
    { key: 'total_affiliate', value: String(report.total_affiliate) },
  ];
  return (
    <Stack spacing={2.5}>
      <Box component="dl" aria-label={t('affiliate.dashboard.figures')} sx={{ ...CARD_GRID, m: 0 }}>
        {figures.map((figure) => (
          <Paper key={figure.key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {t(`affiliate.dashboard.${figure.key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h5"
              sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {figure.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t('affiliate.dashboard.commission_rule', { percent: report.commission_percent })}
      </Typography>
      <Paper component="section" aria-labelledby="daily-figures" sx={{ p: 2 }}>
        <Typography id="daily-figures" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('affiliate.dashboard.daily')}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={292} />}>
          <ReportChart series={report.series} />
        </Suspense>
        <Box sx={{ mt: 2 }}>
          <ReportTable series={report.series} labelledBy="daily-figures" />
        </Box>
      </Paper>
    </Stack>
  );
}
