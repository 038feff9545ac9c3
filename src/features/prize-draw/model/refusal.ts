/** The server's refusals of a draw that the dialog explains in the member's language. */
export type DrawRefusal = 'no_draws_left' | 'closed' | 'set_invalid' | 'budget' | 'not_found';

const BY_CODE: Record<string, DrawRefusal> = {
  NO_DRAWS_LEFT: 'no_draws_left',
  PROMOTION_CLOSED: 'closed',
  PRIZE_SET_INVALID: 'set_invalid',
  PROMOTION_BUDGET_EXHAUSTED: 'budget',
};

/**
 * Which refusal a failed draw is, by the contract's error code (404: not a red packet or
 * roulette promotion); null for any other failure, whose server message is shown as it is.
 */
export function drawRefusal(
  status: number | undefined,
  code: string | undefined,
): DrawRefusal | null {
  const known = code === undefined ? undefined : BY_CODE[code];
  if (known) return known;
  return status === 404 ? 'not_found' : null;
}
