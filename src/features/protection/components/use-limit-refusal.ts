import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/http/api-error';
import { useProtectionFormat } from './use-protection-format';

/** The codes with which a deposit or a bet is refused by a limit, naming it in `limit`. */
const LIMIT_CODES = new Set(['DEPOSIT_LIMIT_REACHED', 'LOSS_LIMIT_REACHED']);

/**
 * A form's message for a refusal by a deposit or loss limit: which limit, how much remains and
 * when it resets; undefined for any other error (the form's common rule applies).
 */
export function useLimitRefusal() {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  return (error: unknown): string | undefined => {
    if (!(error instanceof ApiError) || !error.code || !LIMIT_CODES.has(error.code)) return;
    const limit = error.details.body?.limit;
    if (!limit) return error.message;
    const name = format.limitName(limit.kind, limit.period);
    const remaining = format.money(limit.remaining);
    return limit.resets_at === null || limit.resets_at === undefined
      ? t('protection.refusal.limit_reached', { name, remaining })
      : t('protection.refusal.limit_reached_until', {
          name,
          remaining,
          date: format.time(limit.resets_at),
        });
  };
}
