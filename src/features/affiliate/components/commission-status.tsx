import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { AffiliateCommissionStatus } from '@/api/generated/model';

/** A statement's status in words and colour: pending (waiting) or paid. */
export function CommissionStatus({ status }: { status: AffiliateCommissionStatus }) {
  const { t } = useTranslation();
  const paid = status === AffiliateCommissionStatus.PAID;
  return (
    <Chip
      size="small"
      color={paid ? 'success' : 'warning'}
      label={t(paid ? 'affiliate.commission.paid' : 'affiliate.commission.pending')}
    />
  );
}

/** A statement's month (YYYYMM) as the reader's language writes it: 'November 2026'. */
export function monthName(period: number, locale: string): string {
  const date = new Date(Date.UTC(Math.floor(period / 100), (period % 100) - 1, 1));
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
