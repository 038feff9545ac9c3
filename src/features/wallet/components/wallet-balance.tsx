import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/shared/ui/amount';
import type { WalletEntry } from '../model/wallet-book';

/** Spec §9: changed balances animate for 1000 ms. */
export const BALANCE_ANIMATION_MS = 1000;

const flash = keyframes`
  from { background-color: var(--fortuna-flash, rgba(255, 215, 0, 0.45)); }
  to { background-color: transparent; }
`;

/** An amount that flashes for 1000 ms when it changes (not with reduced motion). */
export function ChangingAmount({ value, currency }: { value: string; currency?: string }) {
  const previous = useRef(value);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (previous.current !== value) {
      previous.current = value;
      setChanges((count) => count + 1);
    }
  }, [value]);
  return (
    <Box
      component="span"
      key={changes}
      data-changed={changes > 0 ? 'true' : undefined}
      sx={{
        borderRadius: 1,
        px: 0.5,
        mx: -0.5,
        animation: changes > 0 ? `${flash} ${BALANCE_ANIMATION_MS}ms ease-out` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Amount value={value} type="wallet" currency={currency} />
    </Box>
  );
}

/** An empty caption line: the height of 'Confirmed at …', for a layout that must not move. */
export function ReservedCaption() {
  return (
    <Typography variant="caption" aria-hidden sx={{ visibility: 'hidden' }}>
      &nbsp;
    </Typography>
  );
}

/**
 * One wallet's balance in words: loading, checking with the server, failed with a retry,
 * or the server-confirmed amount with the time it was confirmed.
 */
export function WalletBalance({
  wallet,
  onRetry,
  showConfirmedAt = true,
  align = 'end',
}: {
  wallet: WalletEntry;
  onRetry?: () => void;
  showConfirmedAt?: boolean;
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation();
  if (wallet.phase === 'loading')
    return (
      <Stack spacing={0.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={16} aria-hidden />
          <Typography sx={{ color: 'text.secondary' }}>{t('wallet.loading_balance')}</Typography>
        </Stack>
        {/* The line 'Confirmed at' will take, kept while loading: nothing below moves (CLS). */}
        {showConfirmedAt ? <ReservedCaption /> : null}
      </Stack>
    );
  if (wallet.phase === 'failed')
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error" role="alert">
          {t('wallet.errors.balance_failed_short', { name: wallet.name })}
        </Typography>
        {onRetry ? (
          <Button
            size="small"
            onClick={onRetry}
            aria-label={t('wallet.retry_balance', { name: wallet.name })}
          >
            {t('common.retry')}
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <Stack spacing={0.25} sx={{ alignItems: align === 'end' ? 'flex-end' : 'flex-start' }}>
      <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {wallet.balance === null ? '—' : <ChangingAmount value={wallet.balance} />}
      </Typography>
      {wallet.phase === 'checking' ? (
        <Chip
          size="small"
          color="warning"
          label={t('wallet.checking')}
          role="status"
          icon={<CircularProgress size={12} aria-hidden />}
        />
      ) : showConfirmedAt && wallet.confirmedAt ? (
        <Typography variant="caption" color="textSecondary">
          {t('wallet.confirmed_at', { time: dayjs(wallet.confirmedAt).format('HH:mm:ss') })}
        </Typography>
      ) : null}
    </Stack>
  );
}
