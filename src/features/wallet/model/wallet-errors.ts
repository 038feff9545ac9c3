import type { TFunction } from 'i18next';
import type { ApiError } from '@/api/http/api-error';

/**
 * What a refused money move says (spec §8), in the member's language where the error code
 * is known: maintenance, balance failure, 'Do not operate frequently' with the server's
 * remark; otherwise the server's own message.
 */
export function moneyErrorMessage(error: ApiError, walletName: string, t: TFunction): string {
  switch (error.code) {
    case 'CHANNEL_MAINTAIN':
      return t('wallet.errors.maintain', { name: walletName });
    case 'BALANCE_FAILED':
      return t('wallet.errors.balance_failed', { name: walletName });
    case 'TOO_FREQUENT':
      return error.details.remark
        ? t('wallet.errors.too_frequent_remark', { remark: error.details.remark })
        : t('wallet.errors.too_frequent');
    default:
      return error.fieldErrors.amount?.[0] ?? error.message;
  }
}
