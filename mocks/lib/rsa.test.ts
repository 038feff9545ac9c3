import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { FAKE_PUBLIC_KEY, rsaDecrypt } from './rsa';

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
});
