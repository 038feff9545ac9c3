import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AffiliateReportDay } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';

/** The chart's figures day by day, as a table (what screen readers and keyboards use). */
export function ReportTable({
  series,
  labelledBy,
}: {
  series: readonly AffiliateReportDay[];
  labelledBy: string;
}) {
  const { t, i18n } = useTranslation();
  const amount = (value: string) => formatAmount(value, { locale: i18n.language });
  return (
    // A month's days scroll inside the box: reachable by keyboard, as every scrolling region.
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table size="small" stickyHeader aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('affiliate.dashboard.date')}</TableCell>
            <TableCell align="right">{t('affiliate.dashboard.sign_ups')}</TableCell>
            <TableCell align="right">{t('affiliate.dashboard.deposits')}</TableCell>
            <TableCell align="right">{t('affiliate.dashboard.net_revenue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((day) => (
            <TableRow key={day.date}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {day.date}
              </TableCell>
              <TableCell align="right">{day.sign_ups}</TableCell>
              <TableCell align="right">{amount(day.deposits)}</TableCell>
              <TableCell align="right">{amount(day.net_revenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
