import { Money, type MoneyValue } from '@/shared/lib/money';

/** What the probability rule reads of a prize: its probability in percent, as the wire has it. */
export interface ProbabilityOf {
  probability: string;
}

/** The sum of the prizes' probabilities, in decimal arithmetic (never a float sum). */
export function probabilitySum(prizes: readonly ProbabilityOf[]): MoneyValue {
  return prizes.reduce((sum, prize) => sum.plus(prize.probability), new Money(0));
}

/**
 * Spec §5: 'The total winning probability must equal a stated total.' The prizes'
 * probabilities total exactly the set's stated total_probability; a set that does not (or has
 * a probability that is not a number, or a negative one) is not shown.
 */
export function totalProbabilityEqualsStated(
  prizes: readonly ProbabilityOf[],
  stated: string,
): boolean {
  try {
    if (prizes.some((prize) => new Money(prize.probability).isNegative())) return false;
    return probabilitySum(prizes).equals(new Money(stated));
  } catch {
    // decimal.js throws on text that is not a number: such a set does not add up either.
    return false;
  }
}
