import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { bankCardFormSchema } from './bank-card';
import { cardLabel, maskCardNumber } from './card-label';
import { banksByType } from './banks';

const keysOf = (input: Record<string, string>) =>
  Object.fromEntries(
    (bankCardFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      decodeFieldMessage(issue.message)?.key,
    ]),
  );
const valid = {
  bank_id: '3',
  card_number: '6222020200112233',
  account_name: 'Juan Dela Cruz',
  bank_branch: 'Makati Main',
};

describe('add a bank card (spec §2, §5)', () => {
  it('every field has its required-field prompt: bank, bank card, bank account, bank branch', () => {
    expect(keysOf({ bank_id: '', card_number: '', account_name: ' ', bank_branch: '' })).toEqual({
      bank_id: 'validation.required_bank',
      card_number: 'validation.required_bank_card',
      account_name: 'validation.required_bank_account',
      bank_branch: 'validation.required_bank_branch',
    });
  });

  it('a bank card number is 6 to 20 letters or digits', () => {
    expect(keysOf({ ...valid, card_number: '12345' })).toEqual({
      card_number: 'validation.bank_card',
    });
    expect(keysOf({ ...valid, card_number: '1'.repeat(21) })).toEqual({
      card_number: 'validation.bank_card',
    });
    expect(keysOf({ ...valid, card_number: '1234-5678' })).toEqual({
      card_number: 'validation.bank_card',
    });
    expect(keysOf({ ...valid, card_number: '123456' })).toEqual({});
  });

  it('the form sends the bank as its id', () => {
    expect(bankCardFormSchema.parse(valid).bank_id).toBe(3);
  });
});

describe('a card number is shown masked except its last four', () => {
  it('masks a full number, and keeps a number the server masked as it is', () => {
    expect(maskCardNumber('6222020200112233')).toBe('**** **** 2233');
    expect(maskCardNumber('**** **** 2233')).toBe('**** **** 2233');
    expect(cardLabel({ bank_name: 'BDO Unibank', card_number: '6222020200112233' })).toBe(
      'BDO Unibank **** **** 2233',
    );
  });
});

describe('bank choice by bank type (spec §3: 1 Bank, 2 Crypto, 3 Quick Pay)', () => {
  it('groups the banks by type in that order, leaving out a type with no bank', () => {
    const groups = banksByType([
      { id: 12, type: 3 },
      { id: 3, type: 1 },
      { id: 4, type: 1 },
    ]);
    expect(groups.map((group) => [group.type, group.banks.map((bank) => bank.id)])).toEqual([
      [1, [3, 4]],
      [3, [12]],
    ]);
  });
});
