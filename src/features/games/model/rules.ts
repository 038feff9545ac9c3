/**
 * The demo provider's rules that the fake enforces and the game page explains (the
 * `model/rules.ts` the fake may import, as protection's): the shape of a round's answer. It is
 * not in the contract, since no real backend implements the demo provider (decision 0026).
 */

/**
 * A round the demo provider settled: the bet recorded for the member and the game wallet's
 * balance after it. The one shape of the provider's answer, for the fake (mocks/lib/demo-round.ts)
 * and the game page alike: it is not in the contract, since no real backend implements it.
 */
export interface DemoRound {
  bet_id: number;
  bet_no: string;
  game_id: number;
  game_name: string;
  channel_id: number;
  channel_name: string;
  stake: string;
  payout: string;
  win_loss: string;
  /** The game wallet's balance after the round. */
  balance: string;
}

export type DemoRoundAnswer =
  { ok: true; round: DemoRound } | { ok: false; code: DemoRoundCode; message: string };

/** Why the demo provider refused a round (mocks/lib/demo-round.ts); UNAVAILABLE is the page's own. */
export type DemoRoundCode =
  | 'SIGNED_OUT'
  | 'NO_SUCH_GAME'
  | 'CHANNEL_MAINTAIN'
  | 'STAKE_INVALID'
  | 'INSUFFICIENT_BALANCE'
  | 'LOSS_LIMIT_REACHED'
  | 'PROTECTION'
  | 'UNAVAILABLE';
