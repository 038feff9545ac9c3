// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type MissionActivity, missionProgress, missionStatus } from './engage-rules.ts';
import { dayStart, periodKey } from './site-time.ts';

const day = 20_000;
const noon = dayStart(day) + 12 * 3600;
const bet = (over: Partial<MissionActivity['bets'][number]>) => ({
  game_type: 2,
  status: 2,
  result: 2,
  valid_bet: '100.00',
  bet_at: noon - 600,
  ...over,
});

describe('missionProgress', () => {
  it('counts the valid bet of settled bets of its game family placed in the current period', () => {
    const activity: MissionActivity = {
      deposits: [],
      bets: [
        bet({ valid_bet: '120.50' }),
        bet({ valid_bet: '80.00', game_type: 3 }),
        bet({ valid_bet: '999.00', status: 1 }),
        bet({ valid_bet: '50.00', bet_at: dayStart(day) - 1 }),
      ],
    };
    const slots = { measure: 'valid_bet', game_type: 2, recurrence: 2, target: '3000.00' } as const;
    expect(missionProgress(slots, activity, noon)).toBe('120.50');
    expect(missionProgress({ ...slots, game_type: null }, activity, noon)).toBe('200.50');
  });

  it('counts deposits by when they succeeded, capped at the target with its decimals', () => {
    const activity: MissionActivity = {
      deposits: [
        { amount: '300.00', at: noon - 60 },
        { amount: '300.00', at: noon - 30 },
        { amount: '9000.00', at: dayStart(day) - 60 },
      ],
      bets: [],
    };
    const terms = {
      measure: 'deposit_amount',
      game_type: null,
      recurrence: 2,
      target: '500.00',
    } as const;
    expect(missionProgress(terms, activity, noon)).toBe('500.00');
  });

  it('counts rounds and wins as whole numbers, over the week for a weekly mission', () => {
    const activity: MissionActivity = {
      deposits: [],
      bets: [
        bet({ game_type: 1, result: 1, bet_at: noon - 2 * 86400 }),
        bet({ game_type: 1, result: 1 }),
        bet({ game_type: 1, result: 2 }),
      ],
    };
    const wins = { measure: 'win_count', game_type: 1, recurrence: 3, target: '5' } as const;
    const rounds = { measure: 'bet_count', game_type: 1, recurrence: 2, target: '10' } as const;
    const sameWeek = periodKey(3, noon - 2 * 86400) === periodKey(3, noon);
    expect(missionProgress(wins, activity, noon)).toBe(sameWeek ? '2' : '1');
    expect(missionProgress(rounds, activity, noon)).toBe('2');
  });
});

describe('missionStatus', () => {
  const mission = { recurrence: 2 as const, target: '500.00', claimed_period: null };
  it('is Claimable once the progress reaches the target, Unclaimed before', () => {
    expect(missionStatus(mission, '499.99', noon)).toBe(1);
    expect(missionStatus(mission, '500.00', noon)).toBe(2);
  });
  it('is Claimed only in the period it was claimed in', () => {
    const claimed = { ...mission, claimed_period: periodKey(2, noon) };
    expect(missionStatus(claimed, '500.00', noon)).toBe(3);
    expect(missionStatus(claimed, '0.00', noon + 86400)).toBe(1);
  });
});
