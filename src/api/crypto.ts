import { getPublicKey } from './generated/endpoints/auth/auth';

let publicKey: Promise<string> | null = null;
/** The encryptor of the last key (its parsed form), reused for every secret under that key. */
let encryptor: { key: string; instance: { encrypt: (plain: string) => string | false } } | null =
  null;

/** The RSA public key of GET /key, fetched once per page. */
function loadPublicKey(): Promise<string> {
  publicKey ??= getPublicKey().then((response) => response.data.key);
  publicKey.catch(() => {
    publicKey = null; // a failed fetch is retried on the next secret
  });
  return publicKey;
}

/**
 * Encrypts a secret (password, withdrawal password) with the server's public key before it
 * leaves the browser (spec §7). jsencrypt loads on demand: only screens with a secret pay for it.
 */
export async function encryptSecret(plain: string): Promise<string> {
  const [key, { JSEncrypt }] = await Promise.all([loadPublicKey(), import('jsencrypt')]);
  // Parsing the key is a third of the work on a phone: done once per key.
  if (encryptor?.key !== key) {
    const instance = new JSEncrypt();
    instance.setPublicKey(key);
    encryptor = { key, instance };
  }
  const encrypted = encryptor.instance.encrypt(plain);
  if (typeof encrypted !== 'string') throw new Error('The secret could not be encrypted.');
  return encrypted;
}

/** Test hook: forget the cached key. */
export function resetPublicKey(): void {
  publicKey = null;
  encryptor = null;
}
