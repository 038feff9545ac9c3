import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Withdrawal, WithdrawalStatus } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { statusEntry } from '@/shared/lib/statuses';
import { formatServerDateTime } from '@/shared/lib/time';
import { Fact } from '@/shared/ui/fact';
import { StepIndicator } from '@/shared/ui/step-indicator';
import { WITHDRAWAL_STEPS, showsReason, withdrawalProgress } from '../model/withdrawal-progress';
import { CancelWithdrawal } from './cancel-withdrawal';

/**
 * Where a withdrawal is (spec §2's four steps) and when each step happened, in the server's
 * timezone; how it ended when it did not reach Payment Success, with the reason for a failed
 * or rejected one; the cancel while it is Pending. The list it comes from keeps asking the
 * server while it is under way (useWithdrawalList).
 */
export function WithdrawalTracker({
  withdrawal,
  heading,
}: {
  withdrawal: Withdrawal;
  heading: string;
}) {
  const { t, i18n } = useTranslation();
  const offset = useServerOffset();
  const headingId = useId();
  const progress = withdrawalProgress(withdrawal);
  const endedAs = statusEntry('withdrawal', withdrawal.status);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        {withdrawal.cancelable ? <CancelWithdrawal withdrawal={withdrawal} /> : null}
      </Stack>
      <StepIndicator
        steps={WITHDRAWAL_STEPS.map((key) => t(key))}
        active={progress.active}
        label={t('withdraw.steps.label')}
      />
      <Box
        component="ol"
        aria-label={t('withdraw.tracker.times_label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
          listStyle: 'none',
          p: 0,
          my: 2,
        }}
      >
        {WITHDRAWAL_STEPS.map((key, index) => {
          const doneAt = progress.doneAt[index] ?? null;
          return (
            <Box component="li" key={key}>
              <Typography variant="body2" color="textSecondary">
                {t(key)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {doneAt !== null
                  ? formatServerDateTime(doneAt, offset)
                  : index < progress.active
                    ? t('withdraw.tracker.done')
                    : progress.ended || index > progress.active
                      ? '–'
                      : t('withdraw.tracker.under_way')}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {progress.held ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('withdraw.tracker.held')}
          {showsReason(withdrawal)
            ? ` ${t('withdraw.tracker.reason', { reason: withdrawal.remark })}`
            : ''}
        </Alert>
      ) : null}
      {progress.ended ? (
        <Alert
          severity={withdrawal.status === WithdrawalStatus.CANCELLED ? 'info' : 'error'}
          sx={{ mb: 2 }}
        >
          {t('withdraw.tracker.ended', {
            status: endedAs ? t(endedAs.labelKey) : String(withdrawal.status),
          })}
          {showsReason(withdrawal)
            ? ` ${t('withdraw.tracker.reason', { reason: withdrawal.remark })}`
            : ''}
        </Alert>
      ) : null}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          m: 0,
        }}
      >
        <Fact label={t('withdraw.made.order')}>{withdrawal.order_no}</Fact>
        <Fact label={t('withdraw.made.amount')}>{money(withdrawal.amount)}</Fact>
        <Fact label={t('withdraw.made.actual_amount')}>{money(withdrawal.actual_amount)}</Fact>
        <Fact label={t('withdraw.made.bank')}>
          {withdrawal.bank_name} {withdrawal.bank_account}
        </Fact>
      </Box>
    </Paper>
  );
}
