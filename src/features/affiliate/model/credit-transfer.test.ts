import { describe, expect, it } from 'vitest';
import {
  creditTransferAmounts,
  creditTransferFormSchema,
  FEE_BY_AGENT,
  FEE_BY_RECEIVER,
} from './credit-transfer';

const INFO = {
  min_amount: '100.00',
  max_amount: '50000.00',
  fee_percent: '1.5',
  credit: '1000.00',
};
const form = (amount: string, fee_bearer: 1 | 2 = FEE_BY_AGENT) =>
  creditTransferFormSchema(INFO).safeParse({ user_id: 10003, amount, fee_bearer, remark: '' });
const firstMessage = (result: ReturnType<typeof form>) =>
  result.success ? null : JSON.parse(result.error.issues[0]?.message ?? '{}').key;

describe('creditTransferAmounts: who bears the fee (spec §3: 1 self, 2 other party)', () => {
  it('fee bearer 1: the agent pays amount + fee, the receiver gets the amount', () => {
    expect(creditTransferAmounts('1000', '1.5', FEE_BY_AGENT)).toEqual({
      fee: '15.00',
      agentPays: '1015.00',
      received: '1000.00',
    });
  });

  it('fee bearer 2: the agent pays the amount, the receiver gets amount − fee', () => {
    expect(creditTransferAmounts('1000', '1.5', FEE_BY_RECEIVER)).toEqual({
      fee: '15.00',
      agentPays: '1000.00',
      received: '985.00',
    });
  });

  it('rounds the fee half up to the cent, in decimals (no float error)', () => {
    expect(creditTransferAmounts('100.10', '1.5', FEE_BY_AGENT)?.fee).toBe('1.50');
    expect(creditTransferAmounts('0.30', '50', FEE_BY_RECEIVER)).toEqual({
      fee: '0.15',
      agentPays: '0.30',
      received: '0.15',
    });
  });

  it('nothing for an empty, negative or over-precise amount', () => {
    for (const amount of ['', '0', '-5', '1.234', 'abc'])
      expect(creditTransferAmounts(amount, '1.5', FEE_BY_AGENT)).toBeNull();
  });
});

describe('creditTransferFormSchema: the transfer limit and the agent’s credit', () => {
  it('an amount outside min..max does not meet the transfer limit', () => {
    expect(firstMessage(form('99.99'))).toBe('affiliate.transfer.errors.limit');
    expect(firstMessage(form('50000.01'))).toBe('affiliate.transfer.errors.limit');
    expect(form('100').success).toBe(true);
  });

  it('what the agent pays (with the fee when it bears it) must be within its credit', () => {
    // 990 + 14.85 = 1004.85 > 1000 with the fee on the agent; 990 alone is within.
    expect(firstMessage(form('990', FEE_BY_AGENT))).toBe('affiliate.transfer.errors.insufficient');
    expect(form('990', FEE_BY_RECEIVER).success).toBe(true);
  });
});
