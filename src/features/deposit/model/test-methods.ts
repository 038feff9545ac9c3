import type { DepositMethod } from '@/api/generated/model';

/** A deposit method for the model's tests: a 100 to 20,000 range, no fee, unless said. */
const method = (fields: Partial<DepositMethod> & Pick<DepositMethod, 'id' | 'payment_type'>) =>
  ({
    name: `Method ${fields.id}`,
    min: '100',
    max: '20000',
    fee_percent: '0',
    topup_code_show: 0,
    ...fields,
  }) satisfies DepositMethod;

/** The seed's four methods, as the tests need them: one bank, one crypto, two gateways. */
export const testMethods = {
  bank: method({ id: 12, payment_type: 1, topup_code_show: 1 }),
  usdt: method({ id: 15, payment_type: 2, min: '500', max: '500000' }),
  gcash: method({ id: 18, payment_type: 3, fee_percent: '1.50' }),
  maya: method({ id: 19, payment_type: 3 }),
};
