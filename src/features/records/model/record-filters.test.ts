import { describe, expect, it } from 'vitest';
import type { SystemSubType } from '@/api/generated/model';
import {
  amountDirection,
  memberTradeTypes,
  readBetFilters,
  readTradeFilters,
  tradeTypeName,
  writeFilter,
} from './record-filters';

const types: SystemSubType[] = [
  { id: 11, name: 'Deposit', user_type: 3 },
  { id: 31, name: 'Commission', user_type: 1 },
  { id: 15, name: 'Bonus', user_type: 2 },
];

describe('trade records filter by the transaction types of GET /sub_type', () => {
  it('offers the types for members and for both, in the server order, not the affiliates’ own', () => {
    expect(memberTradeTypes(types).map((type) => type.id)).toEqual([11, 15]);
  });

  it('reads the type id from the URL and ignores anything else', () => {
    expect(readTradeFilters(new URLSearchParams('type=11'))).toEqual({ type: 11 });
    expect(readTradeFilters(new URLSearchParams('type=0'))).toEqual({});
    expect(readTradeFilters(new URLSearchParams('type=abc'))).toEqual({});
    expect(readTradeFilters(new URLSearchParams('type=1e3'))).toEqual({});
    expect(readTradeFilters(new URLSearchParams(''))).toEqual({});
  });
});

describe('a trade record is labelled by its transaction type', () => {
  it('with the name the server sent with the record', () => {
    expect(tradeTypeName({ type: 11, type_name: 'Einzahlung' }, types)).toBe('Einzahlung');
  });

  it('else with the name of its id in GET /sub_type', () => {
    expect(tradeTypeName({ type: 15 }, types)).toBe('Bonus');
  });

  it('else with nothing, while the types are unknown or the id is not among them', () => {
    expect(tradeTypeName({ type: 15 }, undefined)).toBeUndefined();
    expect(tradeTypeName({ type: 99 }, types)).toBeUndefined();
  });
});

describe('bet records filter by game family, provider and bet status (spec §3)', () => {
  it('reads each filter of the contract’s enums from the URL', () => {
    expect(readBetFilters(new URLSearchParams('family=3&channel=10023&status=2'))).toEqual({
      game_type: 3,
      channel_id: 10023,
      status: 2,
    });
  });

  it('ignores a family or a status outside the enums, and a channel that is not an id', () => {
    expect(readBetFilters(new URLSearchParams('family=10&channel=-1&status=5'))).toEqual({});
    expect(readBetFilters(new URLSearchParams('family=&channel=x&status=0'))).toEqual({});
  });
});

describe('a filter change starts the list again from its first page', () => {
  it('sets the filter, keeps the others and the page size, and drops the page', () => {
    const next = writeFilter(new URLSearchParams('page=3&page_size=20&range=today'), 'family', 2);
    expect(next.toString()).toBe('page_size=20&range=today&family=2');
  });

  it('clears a filter set to undefined', () => {
    expect(writeFilter(new URLSearchParams('type=11&page=2'), 'type', undefined).toString()).toBe(
      '',
    );
  });
});

describe('amounts read as money in or out for the member', () => {
  it('positive is in (a credit, a win), negative is out (a debit, a loss), zero is neither', () => {
    expect(amountDirection('500.00')).toBe('in');
    expect(amountDirection('-0.01')).toBe('out');
    expect(amountDirection('0.00')).toBe('none');
  });
});
