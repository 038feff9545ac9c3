import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import type { PromotionApplicationRecord } from '../collections/engage.ts';

/** Application status Approved (rollover running) and Completed (rollover reached). */
const APPROVED = 2;
const COMPLETED = 4;
/** Bet status Settled (contract BetStatus). */
const BET_SETTLED = 2;

/** An application as the member sees it: its rollover so far and the status that follows. */
export interface RolloverState {
  /** Wagered towards the requirement, capped at it (2 decimals). */
  current: string;
  required: string;
  /** Approved while the requirement is not reached, Completed once it is. */
  status: PromotionApplicationRecord['status'];
}

/**
 * Spec §8 rollover, from recorded activity, for every approved application of a member: each
 * starts from what was wagered before the fake's records of it began (`rollover_current`, the
 * seeded world's history), and the valid bet of each bet settled after its approval
 * (`rollover_counted_from`) goes to the oldest bonus still being wagered first, what is left of
 * it to the next (bonuses are wagered one after another, as a queue), each capped at what it
 * requires. An application whose requirement is reached is Completed and no longer holds its
 * bonus back from a withdrawal. Other statuses are as stored.
 */
export function rolloverStates(ctx: FakeContext, accountId: number): Map<number, RolloverState> {
  const running = ctx.db.promotionApplications
    .findMany((q) => q.where({ account_id: accountId, status: APPROVED }))
    .sort((a, b) => a.rollover_counted_from - b.rollover_counted_from || a.id - b.id)
    .map((application) => ({
      application,
      current: new Decimal(application.rollover_current),
      required: new Decimal(application.rollover_required),
    }));
  const bets = ctx.db.betRecords
    .findMany((q) => q.where({ account_id: accountId, status: BET_SETTLED }))
    .flatMap((bet) =>
      bet.settled_at === undefined || bet.settled_at === null
        ? []
        : [{ at: bet.settled_at, id: bet.id, valid: new Decimal(bet.valid_bet) }],
    )
    .sort((a, b) => a.at - b.at || a.id - b.id);
  for (const bet of bets) {
    let left = bet.valid;
    for (const entry of running) {
      if (left.lte(0)) break;
      if (bet.at <= entry.application.rollover_counted_from) continue;
      const room = entry.required.minus(entry.current);
      if (room.lte(0)) continue;
      const taken = Decimal.min(room, left);
      entry.current = entry.current.plus(taken);
      left = left.minus(taken);
    }
  }
  return new Map(
    running.map(({ application, current, required }) => {
      const capped = Decimal.min(current, required);
      return [
        application.id,
        {
          current: capped.toFixed(2),
          required: application.rollover_required,
          status: capped.gte(required) ? COMPLETED : APPROVED,
        },
      ];
    }),
  );
}

/** One application's rollover state (see rolloverStates). */
export function rolloverState(
  ctx: FakeContext,
  application: PromotionApplicationRecord,
): RolloverState {
  return (
    rolloverStates(ctx, application.account_id).get(application.id) ?? {
      current: application.rollover_current,
      required: application.rollover_required,
      status: application.status,
    }
  );
}
