import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { AffiliateCommissionStatementDetail } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { formatServerDateTime } from '@/shared/lib/time';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { QueryStates } from '@/shared/ui/query-states';
import { useStatement } from '../api/queries';
import { StatusChip } from '@/shared/ui/status-chip';
import { monthName } from '../components/month-name';
import { affiliatePaths } from '../paths';

/** One month's commission statement with its lines: each downline account's part. */
export function StatementDetailRoute() {
  const { t } = useTranslation();
  const period = Number(useParams().period);
  const statement = useStatement(period);
  return (
    <Stack spacing={2.5}>
      <Box>
        <Button component={RouterLink} to={affiliatePaths.commission()} startIcon={<ArrowBack />}>
          {t('affiliate.commission.back')}
        </Button>
      </Box>
      <QueryStates query={statement} skeleton={<Skeleton variant="rounded" height={320} />}>
        {(loaded) => <Statement statement={loaded.data} />}
      </QueryStates>
    </Stack>
  );
}

function Statement({ statement }: { statement: AffiliateCommissionStatementDetail }) {
  const { t, i18n } = useTranslation();
  const offset = useServerOffset();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.commission.statement_of', {
          month: monthName(statement.period, i18n.language),
        })}
      </Typography>
      <RulesBox label={t('affiliate.commission.summary')} columns={4}>
        <Fact label={t('affiliate.dashboard.net_revenue')}>{money(statement.net_revenue)}</Fact>
        <Fact label={t('affiliate.commission.rate')}>{`${statement.commission_percent}%`}</Fact>
        <Fact label={t('affiliate.dashboard.commission')}>{money(statement.commission)}</Fact>
        <Fact label={t('affiliate.commission.status')}>
          <StatusChip kind="affiliate_commission" value={statement.status} />
          {statement.paid_at !== null ? (
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {formatServerDateTime(statement.paid_at, offset)}
            </Typography>
          ) : null}
        </Fact>
      </RulesBox>
      <Paper component="section" aria-labelledby="statement-lines" sx={{ p: 2 }}>
        <Typography id="statement-lines" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('affiliate.commission.lines')}
        </Typography>
        {statement.lines.length === 0 ? (
          <Typography color="textSecondary">{t('affiliate.commission.no_lines')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="statement-lines" sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('affiliate.downline.username')}</TableCell>
                  <TableCell align="right">{t('affiliate.dashboard.deposits')}</TableCell>
                  <TableCell align="right">{t('affiliate.commission.valid_bet')}</TableCell>
                  <TableCell align="right">{t('affiliate.dashboard.net_revenue')}</TableCell>
                  <TableCell align="right">{t('affiliate.dashboard.commission')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {statement.lines.map((line) => (
                  <TableRow key={line.user_id}>
                    <TableCell component="th" scope="row">
                      {line.username}
                    </TableCell>
                    <TableCell align="right">{money(line.deposits)}</TableCell>
                    <TableCell align="right">{money(line.valid_bet)}</TableCell>
                    <TableCell align="right">{money(line.net_revenue)}</TableCell>
                    <TableCell align="right">{money(line.commission)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </>
  );
}
