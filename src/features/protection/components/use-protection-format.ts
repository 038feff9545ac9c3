import { useTranslation } from 'react-i18next';
import type { ExclusionDuration, LimitPeriod, ProtectionLimitKind } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { formatServerDateTime } from '@/shared/lib/time';

/** How the protection screens write amounts, server times, periods, minutes and durations. */
export function useProtectionFormat() {
  const { t, i18n } = useTranslation();
  const offset = useServerOffset();
  return {
    money: (value: string | null | undefined) => formatAmount(value, { locale: i18n.language }),
    time: (stamp: number) => formatServerDateTime(stamp, offset),
    period: (period: LimitPeriod) => t(`protection.period.${period}`),
    limitName: (kind: ProtectionLimitKind, period: LimitPeriod) =>
      t(`protection.limits.name_${kind}`, { period: t(`protection.period.${period}`) }),
    minutes: (minutes: number) =>
      minutes % 60 === 0
        ? t('protection.duration.hours', { count: minutes / 60 })
        : t('protection.duration.minutes', { count: minutes }),
    duration: (duration: ExclusionDuration) => t(`protection.exclusion.duration_${duration}`),
  };
}
