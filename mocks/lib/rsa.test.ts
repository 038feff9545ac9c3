import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decryptNumber,
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
    // Exponents with runs of zeros, a last window cut short, and the trivial ones.
    for (const exponent of [0n, 1n, 2n, 3n, 32n, 33n, 2n ** 100n, 0b1000001000000n, 2n ** 64n - 1n])
      for (const modulus of [1n, 2n, 97n, 2n ** 127n - 1n])
        expect(modPow(123_456_789n, exponent, modulus)).toBe(
          plain(123_456_789n, exponent, modulus),
        );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 300n }),
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.bigInt({ min: 1n, max: 2n ** 256n }),
        (base, exponent, modulus) =>
          modPow(base, exponent, modulus) === plain(base, exponent, modulus),
      ),
    );
  });

  it('decrypts by the two primes exactly as by the modulus, at the edges too', () => {
    const byModulus = (c: bigint) => modPow(c, PRIVATE_EXPONENT, MODULUS);
    for (const c of [0n, 1n, 2n, PRIME_P, PRIME_Q, 2n * PRIME_P, 3n * PRIME_Q, MODULUS - 1n])
      expect(decryptNumber(c)).toBe(byModulus(c));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MODULUS - 1n }),
        (c) => decryptNumber(c) === byModulus(c),
      ),
      { numRuns: 20 },
    );
  });
});
