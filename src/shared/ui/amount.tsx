import { useTranslation } from 'react-i18next';
import { HIDDEN_AMOUNT, useAmountVisibility } from '../lib/amount-visibility';
import { formatAmount } from '../lib/money';

/** An amount as the member sees it: formatted for the locale, or asterisks when hidden. */
export function Amount({
  value,
  type,
  currency,
}: {
  value: string | null | undefined;
  type: string;
  currency?: string;
}) {
  const { i18n } = useTranslation();
  const [visible] = useAmountVisibility(type);
  const text = visible ? formatAmount(value, { locale: i18n.language }) : HIDDEN_AMOUNT;
  return <>{currency ? `${currency} ${text}` : text}</>;
}
