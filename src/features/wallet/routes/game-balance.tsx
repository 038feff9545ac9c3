import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { WalletRecoverResult, WalletSummary } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { useUserInfo } from '@/features/auth';
import { showConfirm } from '@/shared/ui/dialogs';
import { useShownData } from '@/shared/ui/query-states';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { RecentTransfers } from '../components/recent-transfers';
import { RestoreAllDialog, type RestoreLine } from '../components/restore-all-dialog';
import { TransferDialog } from '../components/transfer-dialog';
import { useRestoreOne } from '../components/use-restore';
import { ChangingAmount, ReservedCaption, WalletBalance } from '../components/wallet-balance';
import { WalletRows } from '../components/wallet-row';
import { useAutoTransferSetting } from '../api/auto-transfer';
import { useMoneyIntent } from '@/api/use-money-intent';
import { useWalletBook, useWallets } from '../api/use-wallet';
import type { WalletEntry } from '../model/wallet-book';
import { restoreDoneText } from '../model/wallet-done';
import { moneyErrorMessage } from '../model/wallet-errors';
import {
  MAIN_WALLET_ID,
  type TransferDirection,
  restoreAllCandidates,
  walletAvailability,
} from '../model/wallet-rules';
import { walletPaths } from '../paths';

/** One of the page's totals: its label, then the amount (a placeholder until it is known). */
function Total({ label, value }: { label: string; value: string | false }) {
  return (
    <Stack>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value === false ? <Skeleton width={120} /> : <ChangingAmount value={value} />}
      </Typography>
    </Stack>
  );
}

/** The counters of spec §3 (credit, point, number online, today new), where the server sends them. */
function Counters({ summary }: { summary: WalletSummary | null }) {
  const { t, i18n } = useTranslation();
  if (!summary) return null;
  const counters = [
    summary.credit !== undefined
      ? {
          key: 'credit',
          label: t('wallet.counters.credit'),
          value: formatAmount(summary.credit, { locale: i18n.language }),
        }
      : null,
    summary.point !== undefined
      ? {
          key: 'point',
          label: t('wallet.counters.point'),
          value: summary.point.toLocaleString(i18n.language),
        }
      : null,
    summary.number_online !== undefined
      ? {
          key: 'online',
          label: t('wallet.counters.number_online'),
          value: summary.number_online.toLocaleString(i18n.language),
        }
      : null,
    summary.today_new !== undefined
      ? {
          key: 'new',
          label: t('wallet.counters.today_new'),
          value: summary.today_new.toLocaleString(i18n.language),
        }
      : null,
  ].filter((counter) => counter !== null);
  if (counters.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
      {counters.map((counter) => (
        <Chip key={counter.key} variant="outlined" label={`${counter.label}: ${counter.value}`} />
      ))}
    </Stack>
  );
}

/** The game balance page (spec §2 gameBalance): every wallet, its state, and the money moves. */
export function GameBalanceRoute() {
  const { t, i18n } = useTranslation();
  const context = useWalletBook();
  const snapshot = useWallets();
  const user = useUserInfo();
  const [transfer, setTransfer] = useState<{ id: number; direction: TransferDirection } | null>(
    null,
  );
  const [restoreLines, setRestoreLines] = useState<RestoreLine[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const restoreOne = useRestoreOne();
  const restoreAll = useMoneyIntent<WalletRecoverResult>();
  const force = useMoneyIntent();
  const autoTransfer = useAutoTransferSetting();
  // The rows' first render is deferred behind the placeholders, as a query's content is
  // (QueryStates, decision 0036): the book's first answer renders synchronously, a row per
  // game provider at once, in one long task on a phone.
  const rowsShown = useShownData(snapshot.known ? snapshot : undefined) !== undefined;
  const main = snapshot.wallets.find((wallet) => wallet.id === MAIN_WALLET_ID);
  const channels = snapshot.wallets.filter((wallet) => wallet.id !== MAIN_WALLET_ID);
  const auto = user.data?.data.auto_transfer === 1;
  const busy = restoreOne.status === 'sending' || restoreAll.status === 'sending';

  const reload = () => {
    setLoadFailed(false);
    context?.book.load().catch(() => setLoadFailed(true));
  };

  async function onRestoreAll() {
    if (!context) return;
    const items = restoreAllCandidates(snapshot.wallets);
    const skipped: RestoreLine[] = channels
      .filter((wallet) => !items.some((item) => item.id === wallet.id))
      .map((wallet) => ({
        id: wallet.id,
        name: wallet.name,
        status: 'skipped',
        amount: '0',
        reason:
          wallet.transfer_in_limit === 1
            ? t('wallet.restore_all.needs_check')
            : walletAvailability(wallet) !== 'open'
              ? t('wallet.restore_all.unavailable')
              : t('wallet.errors.recovery_limit'),
      }));
    if (items.length === 0) {
      toast('warning', t('wallet.restore_all.nothing'));
      return;
    }
    const outcome = await restoreAll.start((key) => context.actions.restore(items, key));
    if (!outcome) return;
    if (outcome.kind === 'refused') {
      toast('danger', moneyErrorMessage(outcome.error, '', t));
      return;
    }
    if (outcome.kind === 'unknown') {
      toast('warning', t('wallet.unknown_outcome'));
      return;
    }
    const done = restoreDoneText(outcome.data.results, t, i18n.language);
    if (done) toast('success', done);
    setRestoreLines([
      ...outcome.data.results.map((result) => ({
        id: result.id,
        name: result.name,
        status: result.status,
        amount: result.amount,
        reason: result.reason,
      })),
      ...skipped,
    ]);
  }

  async function onForce(wallet: WalletEntry) {
    if (!context) return;
    const go = await showConfirm({
      title: t('wallet.force.title'),
      message: t('wallet.force.message', { name: wallet.name }),
      confirmLabel: t('wallet.force.action'),
    });
    if (!go) return;
    const outcome = await force.start((key) => context.actions.forceTransfer(wallet.id, key));
    if (outcome?.kind === 'done') toast('success', t('wallet.done.forced', { name: wallet.name }));
    else if (outcome?.kind === 'refused')
      toast('danger', moneyErrorMessage(outcome.error, wallet.name, t));
  }

  function onAutoTransfer(on: boolean) {
    autoTransfer.mutate(
      { data: { auto_transfer: on ? 1 : 0 } },
      {
        onSuccess: () =>
          toast('success', on ? t('wallet.done.auto_on') : t('wallet.done.auto_off')),
        onError: (error) => toast('danger', error.message),
      },
    );
  }

  // The rows are memoised: give them callbacks that never change, reading the latest state.
  const latest = useRef({ restore: restoreOne.restore, force: onForce, book: context?.book });
  useLayoutEffect(() => {
    latest.current = { restore: restoreOne.restore, force: onForce, book: context?.book };
  });
  const rowHandlers = useMemo(
    () => ({
      // The dialog renders as a transition: the pressed button paints at once and a phone
      // stays responsive while the form is built (INP, issue 6).
      onTransfer: (id: number, direction: TransferDirection) =>
        startTransition(() => setTransfer({ id, direction })),
      onRestore: (entry: WalletEntry) => void latest.current.restore(entry),
      onRetry: (id: number) => void latest.current.book?.refresh([id]),
      onForce: (entry: WalletEntry) => void latest.current.force(entry),
    }),
    [],
  );

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('wallet.page_title')}
      </Typography>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Total label={t('wallet.total_balance')} value={snapshot.known && snapshot.total} />
          <Total label={t('wallet.actual_amount')} value={snapshot.known && snapshot.actual} />
          <Stack sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography variant="body2" color="textSecondary">
              {t('wallet.main_wallet')}
            </Typography>
            {main ? (
              <WalletBalance wallet={main} align="start" />
            ) : (
              // The amount's line and the 'Confirmed at' line the balance will take (CLS).
              <Stack spacing={0.25}>
                <Typography>
                  <Skeleton width={120} />
                </Typography>
                <ReservedCaption />
              </Stack>
            )}
          </Stack>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={auto}
                disabled={!user.data || autoTransfer.isPending}
                onChange={(event) => onAutoTransfer(event.target.checked)}
              />
            }
            label={t('wallet.auto_transfer')}
          />
          <Stack direction="row" spacing={1}>
            <Button
              startIcon={<RefreshIcon />}
              onClick={() => void context?.book.refresh()}
              disabled={!snapshot.known}
            >
              {t('wallet.refresh_all')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void onRestoreAll()}
              loading={restoreAll.status === 'sending'}
              disabled={!snapshot.known || busy}
            >
              {t('wallet.restore_all.action')}
            </Button>
          </Stack>
        </Stack>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {auto ? t('wallet.auto_transfer_on') : t('wallet.auto_transfer_off')}
        </Typography>
        <Counters summary={snapshot.summary} />
      </Paper>

      <Paper component="section" aria-labelledby="wallets-heading">
        <Typography id="wallets-heading" component="h2" variant="h6" sx={{ px: 2, pt: 2, pb: 1 }}>
          {t('wallet.channels')}
        </Typography>
        {loadFailed && !snapshot.known ? (
          <ErrorState onRetry={reload} />
        ) : !rowsShown ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={48} />
            ))}
          </Stack>
        ) : (
          <WalletRows wallets={channels} busy={busy} {...rowHandlers} />
        )}
      </Paper>

      <RecentTransfers />

      {transfer ? (
        <TransferDialog
          open
          key={`${transfer.id}-${transfer.direction}`}
          channelId={transfer.id}
          direction={transfer.direction}
          onClose={() => setTransfer(null)}
        />
      ) : null}
      <RestoreAllDialog lines={restoreLines} onClose={() => setRestoreLines(null)} />
      <Outlet />
    </Stack>
  );
}

/** The transfer sub-view (gameBalance/transfer?channel=ID&direction=1|2) over the page. */
export function GameBalanceTransferRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const direction = params.get('direction') === '2' ? 2 : 1;
  return (
    <TransferDialog
      open
      channelId={Number(params.get('channel')) || undefined}
      direction={direction}
      onClose={() => void navigate(walletPaths.gameBalance())}
    />
  );
}
