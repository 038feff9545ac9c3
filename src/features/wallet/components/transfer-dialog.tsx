import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTransfer } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { formatAmount } from '@/shared/lib/money';
import { showAlert, showConfirm } from '@/shared/ui/dialogs';
import { NumberInput } from '@/shared/ui/number-input';
import { toast } from '@/shared/ui/toast';
import { useMoneyIntent } from '@/api/use-money-intent';
import { useWalletBook, useWallets } from '../api/use-wallet';
import { checkTransferLimit } from '../api/wallet-actions';
import { mainWallet } from '../model/wallet-book';
import { transferDoneText } from '../model/wallet-done';
import { moneyErrorMessage } from '../model/wallet-errors';
import {
  MAIN_WALLET_ID,
  TRANSFER_IN,
  type TransferDirection,
  transferProblem,
  walletAvailability,
  wholeBalance,
} from '../model/wallet-rules';
import { WalletBalance } from './wallet-balance';
import { WalletSelect } from './wallet-select';

/**
 * Transfer between the main wallet and a channel (spec §4, §5, §8): whole amounts only,
 * client rules first, the transfer-in limit check, then one intent with its idempotency key.
 */
export function TransferDialog({
  open,
  channelId: initialChannel,
  direction: initialDirection = TRANSFER_IN,
  onClose,
}: {
  open: boolean;
  channelId?: number;
  direction?: TransferDirection;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // noSsr: read the media query in the first render instead of rendering twice.
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const context = useWalletBook();
  const snapshot = useWallets();
  const channels = snapshot.wallets.filter((wallet) => wallet.id !== MAIN_WALLET_ID);
  const [channelId, setChannelId] = useState<number | ''>(initialChannel ?? '');
  const [direction, setDirection] = useState<TransferDirection>(initialDirection);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const intent = useMoneyIntent<WalletTransfer>();
  const titleId = useId();
  const main = mainWallet(snapshot);
  const channel = channels.find((wallet) => wallet.id === channelId);
  const busy = intent.status !== 'idle';
  const checking = channel?.phase === 'checking' || intent.status === 'unknown';
  const source = direction === TRANSFER_IN ? main : channel;

  async function submit() {
    if (!context || !channel || !main) {
      setProblem(t('wallet.errors.choose_wallet'));
      return;
    }
    const check = {
      amount,
      direction,
      mainBalance: main.balance ?? '0',
      channelBalance: channel.balance ?? '0',
      availability: walletAvailability(channel),
    };
    const local = transferProblem(check);
    if (local) {
      setProblem(t(local, { name: channel.name }));
      return;
    }
    setProblem(null);
    let info;
    try {
      info = await checkTransferLimit(channel.id, direction);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('errors.load_failed'));
      return;
    }
    const limit =
      info.min_amount && info.max_amount
        ? { min: info.min_amount, max: info.max_amount }
        : undefined;
    const limited = transferProblem({ ...check, limit });
    if (limited) {
      setProblem(t(limited, { name: channel.name }));
      return;
    }
    if (info.transfer_in_limit !== 0) {
      if (direction === TRANSFER_IN) {
        const go = await showConfirm({
          title: t('wallet.rollover.in_title'),
          message: t('wallet.rollover.in_message', {
            amount: formatAmount(info.rollover_amount ?? amount, { locale: i18n.language }),
          }),
          confirmLabel: t('wallet.rollover.continue'),
        });
        if (!go) return;
      } else {
        await showAlert(
          t('wallet.rollover.out_message', {
            current: formatAmount(info.current_rollover, { locale: i18n.language }),
            required: formatAmount(info.required_rollover, { locale: i18n.language }),
          }) + (info.tips ? `\n${info.tips}` : ''),
          t('wallet.rollover.out_title'),
        );
        return;
      }
    }
    const outcome = await intent.start((key) =>
      context.actions.transfer(channel.id, direction, amount, key),
    );
    settle(outcome, channel.name);
  }

  function settle(outcome: Awaited<ReturnType<typeof intent.start>>, name: string) {
    if (!outcome) return;
    if (outcome.kind === 'done') {
      toast('success', transferDoneText(outcome.data, t, i18n.language));
      setAmount('');
      onClose();
    } else if (outcome.kind === 'refused') {
      setProblem(moneyErrorMessage(outcome.error, name, t));
    }
  }

  const fill = () => setAmount(wholeBalance(source?.balance));

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('wallet.transfer.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={direction}
            disabled={busy || checking}
            onChange={(_event, value: TransferDirection | null) => {
              if (value) setDirection(value);
            }}
            aria-label={t('wallet.transfer.direction')}
          >
            <ToggleButton value={1}>{t('wallet.transfer.in')}</ToggleButton>
            <ToggleButton value={2}>{t('wallet.transfer.out')}</ToggleButton>
          </ToggleButtonGroup>
          <WalletSelect
            wallets={channels}
            label={t('wallet.transfer.channel')}
            value={channelId}
            disabled={busy || checking}
            onChange={setChannelId}
            required
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" color="textSecondary">
              {direction === TRANSFER_IN
                ? t('wallet.transfer.from_main')
                : t('wallet.transfer.from_channel', { name: channel?.name ?? '' })}
            </Typography>
            {source ? <WalletBalance wallet={source} showConfirmedAt={false} /> : null}
          </Stack>
          <NumberInput
            mode="integer"
            label={t('wallet.transfer.amount')}
            value={amount}
            disabled={busy || checking}
            onChange={(next) => {
              setAmount(next);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? t('wallet.transfer.whole_only')}
            required
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button size="small" onClick={fill} disabled={busy || checking}>
                      {t('wallet.transfer.all')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
          {checking ? (
            <Alert
              severity="warning"
              role="status"
              action={
                intent.status === 'unknown' ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() =>
                      void intent
                        .checkAgain()
                        .then((outcome) => settle(outcome, channel?.name ?? ''))
                    }
                  >
                    {t('wallet.check_again')}
                  </Button>
                ) : undefined
              }
            >
              {intent.status === 'unknown'
                ? t('wallet.unknown_outcome')
                : t('wallet.checking_long')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          loading={intent.status === 'sending'}
          disabled={checking}
        >
          {t('wallet.transfer.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
