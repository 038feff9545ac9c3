import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletRecoverResult } from '@/api/generated/model';
import { showAlert } from '@/shared/ui/dialogs';
import { toast } from '@/shared/ui/toast';
import { useMoneyIntent } from '@/api/use-money-intent';
import { useWalletBook } from '../api/use-wallet';
import { checkTransferLimit } from '../api/wallet-actions';
import type { WalletEntry } from '../model/wallet-book';
import { restoreDoneText } from '../model/wallet-done';
import { moneyErrorMessage } from '../model/wallet-errors';
import { TRANSFER_OUT, canRestore, restoreAmount } from '../model/wallet-rules';

/** Restore one channel (spec §5, §8): at least 1, rounded down, the limit check when needed. */
export function useRestoreOne() {
  const { t, i18n } = useTranslation();
  const context = useWalletBook();
  const intent = useMoneyIntent<WalletRecoverResult>();
  const restore = useCallback(
    async (wallet: WalletEntry) => {
      if (!context) return;
      if (!canRestore(wallet.balance)) {
        toast('warning', t('wallet.errors.recovery_limit'));
        return;
      }
      if (wallet.transfer_in_limit === 1) {
        // A prior check is needed before recovery (spec §3).
        try {
          const info = await checkTransferLimit(wallet.id, TRANSFER_OUT);
          if (info.transfer_in_limit !== 0) {
            await showAlert(
              info.tips ?? t('wallet.rollover.out_message', { current: '', required: '' }),
              t('wallet.rollover.out_title'),
            );
            return;
          }
        } catch {
          toast('danger', t('errors.load_failed'));
          return;
        }
      }
      const items = [{ id: wallet.id, money: restoreAmount(wallet.balance).toNumber() }];
      const outcome = await intent.start((key) => context.actions.restore(items, key));
      if (!outcome) return;
      if (outcome.kind === 'refused')
        toast('danger', moneyErrorMessage(outcome.error, wallet.name, t));
      else if (outcome.kind === 'done') {
        const done = restoreDoneText(outcome.data.results, t, i18n.language);
        if (done) toast('success', done);
        else toast('warning', outcome.data.results[0]?.reason ?? t('wallet.errors.recovery_limit'));
      } else toast('warning', t('wallet.unknown_outcome'));
    },
    [context, intent, t, i18n.language],
  );
  return { restore, status: intent.status, checkAgain: intent.checkAgain };
}
