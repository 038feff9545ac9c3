import { describe, expect, it } from 'vitest';
import {
  defaultStake,
  launchContext,
  lobbyFamily,
  refusalKey,
  roundOutcome,
  stakeChoices,
} from './demo-round';
import { NAV_CATEGORIES } from './nav';

describe('the demo game page', () => {
  it('offers only the stakes of at least the game’s minimum bet, affordable when the game wallet covers them', () => {
    expect(stakeChoices('5', '60.00')).toEqual([
      { stake: '5', affordable: true },
      { stake: '10', affordable: true },
      { stake: '50', affordable: true },
      { stake: '100', affordable: false },
    ]);
    expect(stakeChoices(undefined, '0.75').map((choice) => choice.affordable)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('offers no stake as affordable while the game wallet’s balance is unknown', () => {
    expect(stakeChoices(undefined, null).some((choice) => choice.affordable)).toBe(false);
  });

  it('picks the smallest affordable stake first, else the smallest', () => {
    expect(defaultStake(stakeChoices('5', '60.00'))).toBe('5');
    expect(defaultStake(stakeChoices(undefined, '0.00'))).toBe('1');
    expect(defaultStake([])).toBeNull();
  });

  it('reads the token and the device from the launch address, the site’s is_mobile before the fake’s mobile', () => {
    expect(launchContext(new URLSearchParams('token=abc&is_mobile=1&mobile=0'))).toEqual({
      token: 'abc',
      mobile: true,
    });
    expect(launchContext(new URLSearchParams('mobile=1'))).toEqual({ token: null, mobile: true });
    expect(launchContext(new URLSearchParams('token=&is_mobile=0'))).toEqual({
      token: null,
      mobile: false,
    });
  });

  it('tells a win, some back, the stake back and a loss apart', () => {
    expect(roundOutcome('10.00', '20.00')).toBe('win');
    expect(roundOutcome('10.00', '5.00')).toBe('partial');
    expect(roundOutcome('10.00', '10.00')).toBe('even');
    expect(roundOutcome('10.00', '0.00')).toBe('loss');
  });

  it('goes back to the game’s family in the navigation, else home', () => {
    expect(lobbyFamily(2, NAV_CATEGORIES)).toBe('SlotMachine');
    expect(lobbyFamily(9, NAV_CATEGORIES)).toBeNull();
  });

  it('says a refusal in the site’s words, but player protection’s in the provider’s message', () => {
    expect(refusalKey('SIGNED_OUT')).toBe('games.play.refused_signed_out');
    expect(refusalKey('INSUFFICIENT_BALANCE')).toBe('games.play.refused_insufficient');
    expect(refusalKey('LOSS_LIMIT_REACHED')).toBeNull();
    expect(refusalKey('PROTECTION')).toBeNull();
  });
});
