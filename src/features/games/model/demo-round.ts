import Decimal from 'decimal.js';
import type { DemoRound, DemoRoundAnswer, DemoRoundCode } from './rules';

/**
 * The demo provider's game page (docs/decisions/0026): what the fake's launch address
 * (/play/{id}) tells it, the stakes it offers and how a round's outcome reads.
 */

/** The stakes the demo game offers, smallest first. */
export const DEMO_STAKES = ['1', '5', '10', '50', '100'] as const;

/** A stake the player may pick, and whether the game wallet covers it. */
export interface StakeChoice {
  stake: string;
  affordable: boolean;
}

/**
 * The stakes a player may pick: those of at least the game's minimum bet (every stake when it
 * has none), each marked affordable when the game wallet's balance covers it (none while the
 * balance is unknown).
 */
export function stakeChoices(minBet: string | undefined, balance: string | null): StakeChoice[] {
  const minimum = minBet ? new Decimal(minBet) : new Decimal(0);
  const held = balance === null ? null : new Decimal(balance);
  return DEMO_STAKES.filter((stake) => minimum.lte(stake)).map((stake) => ({
    stake,
    affordable: held !== null && held.gte(stake),
  }));
}

/** The stake picked at first: the smallest one the wallet covers, else the smallest. */
export function defaultStake(choices: readonly StakeChoice[]): string | null {
  return (choices.find((choice) => choice.affordable) ?? choices[0])?.stake ?? null;
}

/** What the launch address tells the game page. */
export interface LaunchContext {
  /** The member's launch token (spec §7's integration URL); null when the address has none. */
  token: string | null;
  /** Opened on a phone: in place of the site (a way back, no window to close). */
  mobile: boolean;
}

/**
 * Reads the launch address: the token, and the device from `is_mobile` (the site's
 * integration parameters) or the fake's own `mobile`.
 */
export function launchContext(search: URLSearchParams): LaunchContext {
  const device = search.get('is_mobile') ?? search.get('mobile');
  const token = search.get('token');
  return { token: token ? token : null, mobile: device === '1' };
}

/** How a round ended for the player: won more than the stake, some back, the stake back, nothing. */
export type RoundOutcome = 'win' | 'partial' | 'even' | 'loss';

export function roundOutcome(stake: string, payout: string): RoundOutcome {
  const paid = new Decimal(payout);
  if (paid.isZero()) return 'loss';
  const staked = new Decimal(stake);
  if (paid.gt(staked)) return 'win';
  return paid.eq(staked) ? 'even' : 'partial';
}

export type { DemoRound, DemoRoundAnswer, DemoRoundCode };

/**
 * The text key of a refusal, or null for player protection's refusals, whose message the
 * provider gives in the member's language (the loss limit's reset time, the exclusion's end).
 */
export function refusalKey(code: DemoRoundCode): string | null {
  switch (code) {
    case 'SIGNED_OUT':
      return 'games.play.refused_signed_out';
    case 'INSUFFICIENT_BALANCE':
      return 'games.play.refused_insufficient';
    case 'CHANNEL_MAINTAIN':
    case 'NO_SUCH_GAME':
      return 'games.play.refused_unavailable';
    case 'STAKE_INVALID':
      return 'games.play.refused_stake';
    case 'UNAVAILABLE':
      return 'games.play.refused_provider';
    case 'LOSS_LIMIT_REACHED':
    case 'PROTECTION':
      return null;
  }
}

/** The game families of spec §1 by their numeric id. */
const FAMILY_NAMES: Readonly<Record<number, string>> = {
  1: 'Sport',
  2: 'SlotMachine',
  3: 'Casino',
  4: 'FishHunting',
  5: 'Esport',
  6: 'Horse',
  7: 'Lottery',
  8: 'Chess',
  9: 'Pachinko',
};

/**
 * The lobby a game page goes back to: its family's list when the navigation has one, else the
 * home page (null).
 */
export function lobbyFamily(gameType: number, navigation: readonly string[]): string | null {
  const name = FAMILY_NAMES[gameType];
  return name !== undefined && navigation.includes(name) ? name : null;
}
