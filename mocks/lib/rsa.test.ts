import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FAKE_PUBLIC_KEY,
  MODULUS,
  modPow,
  PRIME_P,
  PRIME_Q,
  PRIVATE_EXPONENT,
  rsaDecrypt,
} from './rsa';

describe('the fake backend RSA key', () => {
  it('decrypts what jsencrypt encrypted with the served public key', () => {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(FAKE_PUBLIC_KEY);
    for (const secret of ['s3cret!Pass', 'ünïcødé-密码', 'x'.repeat(20)]) {
      const ciphertext = encryptor.encrypt(secret);
      expect(typeof ciphertext).toBe('string');
      expect(rsaDecrypt(ciphertext as string)).toBe(secret);
    }
  });

  it('refuses what is not a ciphertext of its key', () => {
    expect(rsaDecrypt('plain-password')).toBeNull();
    expect(rsaDecrypt(btoa('short'))).toBeNull();
    expect(rsaDecrypt('')).toBeNull();
  });

  it('its primes are the modulus’s, and the private exponent undoes the public one modulo each', () => {
    expect(PRIME_P * PRIME_Q).toBe(MODULUS);
    const e = 65537n;
    expect((e * PRIVATE_EXPONENT) % (PRIME_P - 1n)).toBe(1n);
    expect((e * PRIVATE_EXPONENT) % (PRIME_Q - 1n)).toBe(1n);
  });

  it('raises to a power by sliding windows as square-and-multiply does, one bit at a time', () => {
    const plain = (base: bigint, exponent: bigint, modulus: bigint) => {
      let result = 1n % modulus;
      let b = base % modulus;
      for (let e = exponent; e > 0n; e >>= 1n) {
        if (e & 1n) result = (result * b) % modulus;
        b = (b * b) % modulus;
      }
      return result;
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 300n }),
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.bigInt({ min: 2n, max: 2n ** 256n }),
        (base, exponent, modulus) =>
          modPow(base, exponent, modulus) === plain(base, exponent, modulus),
      ),
    );
  });
});
