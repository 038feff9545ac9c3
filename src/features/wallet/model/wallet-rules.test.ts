import { describe, expect, it } from 'vitest';
import {
  MAIN_WALLET_ID,
  canRestore,
  restoreAllCandidates,
  restoreAmount,
  transferProblem,
  walletAvailability,
  withinRange,
  type TransferCheck,
} from './wallet-rules';

const wallet = (
  id: number,
  balance: string,
  extra: Partial<{ status: 0 | 1 | 2 | 3; locked: boolean; transfer_in_limit: 0 | 1 | 2 }> = {},
) => ({ id, balance, status: 1 as const, locked: false, transfer_in_limit: 0 as const, ...extra });

describe('wallet rules (spec §5, §8)', () => {
  it('recovering one channel needs a balance of at least 1 (otherwise WALLET.RECOVERY_LIMIT)', () => {
    expect(canRestore('1.00')).toBe(true);
    expect(canRestore('0.99')).toBe(false);
    expect(canRestore('-1')).toBe(false);
  });

  it('recovered amounts are rounded down to whole units', () => {
    expect(restoreAmount('350.75').toFixed(0)).toBe('350');
    expect(restoreAmount('1.999').toFixed(0)).toBe('1');
    expect(restoreAmount('-1').toFixed(0)).toBe('0');
  });

  it('recover-all skips channels under 1, the main platform wallet and channels whose transfer_in_limit equals 1', () => {
    const items = restoreAllCandidates([
      wallet(MAIN_WALLET_ID, '900.00'),
      wallet(10021, '350.75'),
      wallet(10022, '0.50'),
      wallet(10023, '120.00', { transfer_in_limit: 1 }),
      wallet(10024, '80.00', { transfer_in_limit: 2 }),
      wallet(10025, '-1'),
      wallet(10026, '40.00', { status: 2 }),
      wallet(10027, '40.00', { locked: true }),
    ]);
    expect(items).toEqual([
      { id: 10021, money: 350 },
      { id: 10024, money: 80 },
    ]);
  });

  it('channel states: locked, under maintenance, closed, balance failed, open', () => {
    expect(walletAvailability(wallet(1, '5', { locked: true }))).toBe('locked');
    expect(walletAvailability(wallet(1, '5', { status: 2 }))).toBe('maintenance');
    expect(walletAvailability(wallet(1, '5', { status: 0 }))).toBe('closed');
    expect(walletAvailability(wallet(1, '-1'))).toBe('failed');
    expect(walletAvailability(wallet(1, '5', { status: 3 }))).toBe('open');
  });

  describe('a manual transfer', () => {
    const base: TransferCheck = {
      amount: '100',
      direction: 1,
      mainBalance: '500.50',
      channelBalance: '40.00',
      availability: 'open',
      limit: { min: '10', max: '1000' },
    };
    it('passes within balance and limits', () => {
      expect(transferProblem(base)).toBeNull();
    });
    it('needs an amount, a positive integer', () => {
      expect(transferProblem({ ...base, amount: '' })).toBe('wallet.errors.amount_required');
      expect(transferProblem({ ...base, amount: '0' })).toBe('wallet.errors.invalid_amount');
      expect(transferProblem({ ...base, amount: '1.5' })).toBe('wallet.errors.invalid_amount');
    });
    it('a transfer in over the main balance is Insufficient Amount', () => {
      expect(transferProblem({ ...base, amount: '501' })).toBe('wallet.errors.insufficient');
    });
    it("a transfer out over the channel balance is '<wallet name> Amount Exceeds'", () => {
      expect(transferProblem({ ...base, direction: 2, amount: '41' })).toBe(
        'wallet.errors.amount_exceeds',
      );
    });
    it("outside the channel's min/max is 'The amount does not meet the transfer limit'", () => {
      expect(transferProblem({ ...base, amount: '9' })).toBe('wallet.errors.transfer_limit');
      expect(transferProblem({ ...base, mainBalance: '5000', amount: '1001' })).toBe(
        'wallet.errors.transfer_limit',
      );
    });
    it("a channel under maintenance cannot transfer: '(<wallet name>) Under Maintain, Unable to Transfer Temporary'", () => {
      expect(transferProblem({ ...base, availability: 'maintenance' })).toBe(
        'wallet.errors.maintain',
      );
      expect(transferProblem({ ...base, availability: 'failed' })).toBe(
        'wallet.errors.balance_failed',
      );
      expect(transferProblem({ ...base, availability: 'locked' })).toBe('wallet.errors.locked');
    });
  });

  it('a credit-transfer amount must lie in the minimum to maximum range', () => {
    expect(withinRange('100', '100', '50000')).toBe(true);
    expect(withinRange('99', '100', '50000')).toBe(false);
    expect(withinRange('50001', '100', '50000')).toBe(false);
  });
});
