import type { TFunction } from 'i18next';
import type { WalletRecoverResult, WalletTransfer } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { TRANSFER_IN } from './wallet-rules';

/**
 * What a confirmed transfer did, as its success toast says it: the amount, formatted as money,
 * and where it went ('100.00 moved into PG Soft'), never a bare 'Successfully!' (issue 34).
 */
export function transferDoneText(
  transfer: Pick<WalletTransfer, 'type' | 'amount' | 'channel_name'>,
  t: TFunction,
  locale: string,
): string {
  const values = { amount: formatAmount(transfer.amount, { locale }), name: transfer.channel_name };
  return transfer.type === TRANSFER_IN
    ? t('wallet.done.transfer_in', values)
    : t('wallet.done.transfer_out', values);
}

/**
 * What a restore did: one wallet with its amount, or the wallets restored by name; null when
 * nothing was recovered (the reasons of the others are listed apart).
 */
export function restoreDoneText(
  results: WalletRecoverResult['results'],
  t: TFunction,
  locale: string,
): string | null {
  const recovered = results.filter((result) => result.status === 'recovered');
  const [only] = recovered;
  if (!only) return null;
  if (recovered.length === 1)
    return t('wallet.done.restored', {
      amount: formatAmount(only.amount, { locale }),
      name: only.name,
    });
  return t('wallet.done.restored_all', {
    names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      recovered.map((result) => result.name),
    ),
  });
}
