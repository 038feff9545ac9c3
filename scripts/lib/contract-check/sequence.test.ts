// @vitest-environment node
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAIN_WALLET_ID,
  chooseChannel,
  encryptSecret,
  mainBalance,
  newLoginName,
  toMinorUnits,
} from './sequence.ts';

const wallet = (overrides: Record<string, unknown>) => ({
  id: 10012,
  balance: '0.00',
  status: 1,
  transfer_in_limit: 0,
  locked: false,
  ...overrides,
});

describe('the stateful sequence', () => {
  it('a new login name is 5 to 20 characters and starts with a letter', () => {
    for (const now of [0, Date.now(), 8.64e15]) {
      expect(newLoginName(now)).toMatch(/^[A-Za-z][A-Za-z0-9_]{4,19}$/);
    }
    expect(newLoginName()).not.toBe(newLoginName());
  });

  it('secrets are encrypted as the site does: RSA PKCS#1 v1.5, base64', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const sealed = encryptSecret(pem, 'secret123');
    const opened = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(sealed, 'base64'),
    );
    expect(opened.toString('utf8')).toBe('secret123');
  });

  it('money moves through an open game wallet without a transfer-in limit', () => {
    const list = [
      wallet({ id: MAIN_WALLET_ID }),
      wallet({ id: 10011, transfer_in_limit: 2 }),
      wallet({ id: 10031, status: 2 }),
      wallet({ id: 10041, balance: '-1' }),
      wallet({ id: 10042, locked: true }),
      wallet({ id: 10012 }),
    ];
    expect(chooseChannel({ data: { list } })).toBe(10012);
    expect(chooseChannel({ data: { list: list.slice(0, 5) } })).toBeNull();
    expect(chooseChannel({})).toBeNull();
  });

  it('the main balance is the wallet with the main id', () => {
    const body = { data: { list: [wallet({}), wallet({ id: MAIN_WALLET_ID, balance: '5.00' })] } };
    expect(mainBalance(body)).toBe('5.00');
    expect(mainBalance({ data: { list: [] } })).toBeNull();
  });

  it('balances compare as decimals, not as texts', () => {
    expect(toMinorUnits('5')).toBe(toMinorUnits('5.0000'));
    expect(toMinorUnits('1250.50')).toBe(12_505_000n);
    expect(toMinorUnits('-1')).toBe(-10_000n);
    expect(toMinorUnits('1e3')).toBeNull();
  });
});
