import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Withdrawal } from '@/api/generated/model';
import { useWithdrawalList } from '../api/withdrawal';
import { withdrawPaths } from '../paths';
import { WithdrawalTracker } from './withdrawal-tracker';

/** The newest withdrawals, where the one just made is. */
const TRACKED_PAGE_SIZE = 15;

/**
 * The withdrawal just made, tracked live: where it is of the four steps and when each
 * happened, from the newest records (asked for again while it is under way).
 */
export function WithdrawalMade({
  withdrawal,
  onAnother,
}: {
  withdrawal: Withdrawal;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const newest = useWithdrawalList({ page: 1, page_size: TRACKED_PAGE_SIZE });
  const current =
    newest.data?.data.list.find((record) => record.id === withdrawal.id) ?? withdrawal;
  // The form the member was on is gone: bring them (and their screen reader) to its outcome.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  return (
    <Stack spacing={2} ref={outcome} tabIndex={-1} sx={{ outline: 'none', scrollMarginTop: 96 }}>
      <WithdrawalTracker withdrawal={current} heading={t('withdraw.made.heading')} />
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" onClick={onAnother}>
          {t('withdraw.made.another')}
        </Button>
        <Button component={RouterLink} to={withdrawPaths.record()}>
          {t('withdraw.made.see_record')}
        </Button>
      </Stack>
    </Stack>
  );
}
