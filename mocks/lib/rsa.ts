/**
 * The fake backend's RSA key pair. The public key is what GET /key serves; the private
 * exponent lives only here, in the fake, and decrypts what the site encrypted with
 * jsencrypt (PKCS#1 v1.5). Pure BigInt arithmetic, so it runs the same in the browser,
 * in Vitest and in the standalone Node server. Demo key: never use it for anything real.
 */
export const FAKE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsSUptFjDmoT6q7b48bM+
EgWSL1Og/QakRdyCcwlq5p4qMpT/qRkZ/jqTdhbeKVwN+h7fnQyctc9EGOD9dSlV
hXPiV8jRJf5dU+rXy+1acEimrfO8UMx61QaWZFYymDpcWowWyBcSYm8MRn+YGke9
8PoBCwnP+YEDDlZLe8CldRCedTk9vPMSPXfosaVjo+CCOm6wRYLuqjgSzug+++Gj
zlKZ9oiCjRIiPtfsFe5eJlWVTRKx7lmXwbhod5xVGwwI8E8CEm8tpyreEgd8MMBk
PVIprS/qTk7bR3VRLI5Vij/bN9eLoy/1bOCHqGRtEcp2mrdTn+9MWzbOyKAEcn3y
qQIDAQAB
-----END PUBLIC KEY-----`;

const MODULUS = BigInt(
  '0x' +
    'b12529b458c39a84faabb6f8f1b33e1205922f53a0fd06a445dc8273096ae69e2a3294ffa91919fe3a937616de295c0d' +
    'fa1edf9d0c9cb5cf4418e0fd7529558573e257c8d125fe5d53ead7cbed5a7048a6adf3bc50cc7ad50696645632983a5c' +
    '5a8c16c81712626f0c467f981a47bdf0fa010b09cff981030e564b7bc0a575109e75393dbcf3123d77e8b1a563a3e082' +
    '3a6eb04582eeaa3812cee83efbe1a3ce5299f688828d12223ed7ec15ee5e2655954d12b1ee5997c1b868779c551b0c08' +
    'f04f02126f2da72ade12077c30c0643d5229ad2fea4e4edb4775512c8e558a3fdb37d78ba32ff56ce087a8646d11ca76' +
    '9ab7539fef4c5b36cec8a004727df2a9',
);
const PRIVATE_EXPONENT = BigInt(
  '0x' +
    'a76ef0d43d71e482fc4b814e1b65c7ad5106b324e06d47f1ccf6777633d88ed1c020bf2446b82b11585c38a9b4a27317' +
    'e2e97b81fd81c1767e6ee579ab5bbe31bd2e9aba7cb4e48f61d9fece09320a1f212c19cc4cb27907108ae59b7386dee2' +
    '9bd2fd5572393640afe19288398ec5c1170c155ad8f08338583cc86bd7d28ba9eebbc5391cc3ac588449c7303364349e' +
    '1e411c6e3bea60afb27bcc447670c9c8743f6c048d242376da480ab5ca82ed9ee79fa4cad7a91a72a5c9de0ce15b3e01' +
    'ce67bfd03c0969f7b08760b66eb2cf48971a921eeba9845283369ba9e9d68fed6c12ec8f2626540a847d6a4e0a113859' +
    '07105140b986890e256f513fae41d7f',
);
const KEY_BYTES = 256;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function base64ToBigInt(text: string): bigint | null {
  try {
    const binary = atob(text);
    if (binary.length === 0 || binary.length > KEY_BYTES) return null;
    let hex = '';
    for (let i = 0; i < binary.length; i++)
      hex += binary.charCodeAt(i).toString(16).padStart(2, '0');
    return BigInt(`0x${hex}`);
  } catch {
    return null;
  }
}

/** Decrypts a base64 PKCS#1 v1.5 ciphertext; null when it is not one made with our key. */
export function rsaDecrypt(ciphertext: string): string | null {
  const c = base64ToBigInt(ciphertext.trim());
  if (c === null || c >= MODULUS) return null;
  const m = modPow(c, PRIVATE_EXPONENT, MODULUS)
    .toString(16)
    .padStart(KEY_BYTES * 2, '0');
  const bytes = new Uint8Array(KEY_BYTES);
  for (let i = 0; i < KEY_BYTES; i++) bytes[i] = parseInt(m.slice(i * 2, i * 2 + 2), 16);
  // 0x00 0x02 <at least 8 non-zero padding bytes> 0x00 <message>
  if (bytes[0] !== 0 || bytes[1] !== 2) return null;
  const separator = bytes.indexOf(0, 2);
  if (separator < 10) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(separator + 1));
  } catch {
    return null;
  }
}
