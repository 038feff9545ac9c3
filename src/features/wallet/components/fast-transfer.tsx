import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTransfer } from '@/api/generated/model';
import { toast } from '@/shared/ui/toast';
import { ToolPanel } from '@/shared/ui/tool-panel';
import { useMoneyIntent } from '@/api/use-money-intent';
import { useWalletBook, useWallets } from '../api/use-wallet';
import { formatAmount } from '@/shared/lib/money';
import { mainWallet } from '../model/wallet-book';
import { transferDoneText } from '../model/wallet-done';
import { moneyErrorMessage } from '../model/wallet-errors';
import { MAIN_WALLET_ID, walletAvailability, wholeBalance } from '../model/wallet-rules';
import { WalletBalance } from './wallet-balance';
import { WalletSelect } from './wallet-select';

/**
 * Fast transfer: the whole integer main balance into one chosen game wallet in one step.
 * Used by the floating widget and by the fast-transfer screen.
 */
export function FastTransferPanel({ onDone }: { onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const context = useWalletBook();
  const snapshot = useWallets();
  const main = mainWallet(snapshot);
  const open = snapshot.wallets.filter(
    (wallet) => wallet.id !== MAIN_WALLET_ID && walletAvailability(wallet) === 'open',
  );
  const [channelId, setChannelId] = useState<number | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const intent = useMoneyIntent<WalletTransfer>();
  const channel = open.find((wallet) => wallet.id === channelId);
  const whole = wholeBalance(main?.balance);

  async function submit() {
    if (!context || !channel) {
      setProblem(t('wallet.errors.choose_wallet'));
      return;
    }
    if (whole === '0') {
      setProblem(t('wallet.errors.insufficient'));
      return;
    }
    setProblem(null);
    const outcome = await intent.start((key) => context.actions.fastTransfer(channel.id, key));
    if (outcome?.kind === 'done') {
      toast('success', transferDoneText(outcome.data, t, i18n.language));
      onDone?.();
    } else if (outcome?.kind === 'refused') {
      setProblem(moneyErrorMessage(outcome.error, channel.name, t));
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="textSecondary">
          {t('wallet.main_wallet')}
        </Typography>
        {main ? <WalletBalance wallet={main} showConfirmedAt={false} /> : null}
      </Stack>
      <WalletSelect
        wallets={open}
        label={t('wallet.fast.to')}
        value={channelId}
        onChange={(walletId) => {
          setChannelId(walletId);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={
          problem ??
          t('wallet.fast.hint', { amount: formatAmount(whole, { locale: i18n.language }) })
        }
        disabled={intent.status !== 'idle'}
        required
      />
      {intent.status === 'unknown' || channel?.phase === 'checking' ? (
        <Alert severity="warning" role="status">
          {intent.status === 'unknown' ? t('wallet.unknown_outcome') : t('wallet.checking_long')}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        loading={intent.status === 'sending'}
        disabled={intent.status === 'unknown'}
      >
        {t('wallet.fast.submit')}
      </Button>
    </Stack>
  );
}

/** The fast-transfer widget of the floating tools panel (signed in only). */
export function FastTransferWidget() {
  const { t } = useTranslation();
  const context = useWalletBook();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  if (!context) return null;
  return (
    <>
      <ToolPanel
        label={t('wallet.fast.title')}
        icon={<SwapHorizIcon />}
        anchor={anchor}
        onOpen={setAnchor}
        onClose={() => setAnchor(null)}
        labelledBy={titleId}
        paperSx={{ p: 2, width: 300, maxWidth: '90vw' }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          {t('wallet.fast.title')}
        </Typography>
        <FastTransferPanel onDone={() => setAnchor(null)} />
      </ToolPanel>
    </>
  );
}
