import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityMonth } from '@/api/generated/model';
import { Fact } from '@/shared/ui/fact';
import { QueryStates } from '@/shared/ui/query-states';
import { useActivityHistory } from '../api/protection';
import { ToolSection } from './tool-section';
import { useProtectionFormat } from './use-protection-format';

/** The months shown at first, and on request (the contract's 1..12). */
const SHORT = 3;
const FULL = 12;
const COLUMNS = ['deposits', 'withdrawals', 'net_deposits', 'wagered', 'won', 'net'] as const;

/** The account history by month: the last 3 months, the last 12 on request, with their total. */
export function ActivityHistory() {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const [months, setMonths] = useState(SHORT);
  const history = useActivityHistory(months);
  const theme = useTheme();
  // Seven columns do not fit a phone: there each month is a card of its figures.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const card = (entry: ActivityMonth, label: string) => (
    <Box
      component="li"
      key={label}
      aria-labelledby={`protection-history-${label}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={`protection-history-${label}`} component="h3" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1 }}
      >
        {COLUMNS.map((column) => (
          <Fact key={column} label={t(`protection.history.${column}`)}>
            {format.money(entry[column])}
          </Fact>
        ))}
      </Box>
    </Box>
  );
  const row = (entry: ActivityMonth, label: string, total = false) => (
    <TableRow key={label} sx={total ? { '& > *': { fontWeight: 700 } } : undefined}>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </TableCell>
      {COLUMNS.map((column) => (
        <TableCell key={column} align="right">
          {format.money(entry[column])}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <ToolSection
      id="protection-history"
      heading={t('protection.history.heading')}
      intro={t('protection.history.intro', { count: months })}
    >
      <QueryStates
        query={history}
        skeleton={<Skeleton variant="rounded" height={200} />}
        isEmpty={(loaded) => loaded.data.months.length === 0}
        empty={{ title: t('protection.history.empty') }}
      >
        {(loaded) =>
          narrow ? (
            <Box
              component="ul"
              aria-label={t('protection.history.caption', { count: months })}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
            >
              {loaded.data.months.map((entry) => card(entry, entry.month))}
              {card(loaded.data.total, t('protection.history.total'))}
            </Box>
          ) : (
            <TableContainer tabIndex={0} aria-labelledby="protection-history">
              <Table size="small">
                <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
                  {t('protection.history.caption', { count: months })}
                </caption>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('protection.history.month')}</TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} align="right">
                        {t(`protection.history.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loaded.data.months.map((entry) => row(entry, entry.month))}
                  {row(loaded.data.total, t('protection.history.total'), true)}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryStates>
      {months < FULL ? (
        <Button sx={{ mt: 2 }} onClick={() => setMonths(FULL)}>
          {t('protection.history.more', { count: FULL })}
        </Button>
      ) : null}
    </ToolSection>
  );
}
