import { Amount } from '@/shared/ui/amount';
import { amountDirection } from '../model/record-filters';

/** An amount that moves money: money in (a credit, a win) shows its '+', money out its '−'. */
export function SignedAmount({ value }: { value: string }) {
  return (
    <>
      {amountDirection(value) === 'in' ? '+' : null}
      <Amount value={value} type="wallet" />
    </>
  );
}
