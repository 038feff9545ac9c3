import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http/api-error';
import { moneyErrorMessage } from './wallet-errors';

// Echoes the key and its values, so the test sees which message was chosen.
const t = ((key: string, values?: Record<string, string>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as TFunction;
const refused = (
  code: string,
  details: Partial<{ remark: string; errors: Record<string, string[]> }> = {},
) => new ApiError('http', 'server says no', { status: 409, code, ...details });

describe('messages of a refused money move (spec §8)', () => {
  it("a channel under maintenance: '(<wallet name>) Under Maintain, Unable to Transfer Temporary'", () => {
    expect(moneyErrorMessage(refused('CHANNEL_MAINTAIN'), 'PG Soft', t)).toBe(
      'wallet.errors.maintain {"name":"PG Soft"}',
    );
  });

  it('a provider that did not give the balance: the balance-failure message with the wallet name', () => {
    expect(moneyErrorMessage(refused('BALANCE_FAILED'), 'PG Soft', t)).toBe(
      'wallet.errors.balance_failed {"name":"PG Soft"}',
    );
  });

  it("'Do not operate frequently' followed by the server's remark", () => {
    expect(
      moneyErrorMessage(refused('TOO_FREQUENT', { remark: 'Try again in 1 second' }), '', t),
    ).toBe('wallet.errors.too_frequent_remark {"remark":"Try again in 1 second"}');
    expect(moneyErrorMessage(refused('TOO_FREQUENT'), '', t)).toBe('wallet.errors.too_frequent');
  });

  it("otherwise the server's own message, the amount field's first", () => {
    expect(
      moneyErrorMessage(
        refused('VALIDATION_FAILED', { errors: { amount: ['Insufficient Amount'] } }),
        '',
        t,
      ),
    ).toBe('Insufficient Amount');
    expect(moneyErrorMessage(refused('IDEMPOTENCY_MISMATCH'), '', t)).toBe('server says no');
  });
});
