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

export const MODULUS = BigInt(
  '0x' +
    'b12529b458c39a84faabb6f8f1b33e1205922f53a0fd06a445dc8273096ae69e2a3294ffa91919fe3a937616de295c0d' +
    'fa1edf9d0c9cb5cf4418e0fd7529558573e257c8d125fe5d53ead7cbed5a7048a6adf3bc50cc7ad50696645632983a5c' +
    '5a8c16c81712626f0c467f981a47bdf0fa010b09cff981030e564b7bc0a575109e75393dbcf3123d77e8b1a563a3e082' +
    '3a6eb04582eeaa3812cee83efbe1a3ce5299f688828d12223ed7ec15ee5e2655954d12b1ee5997c1b868779c551b0c08' +
    'f04f02126f2da72ade12077c30c0643d5229ad2fea4e4edb4775512c8e558a3fdb37d78ba32ff56ce087a8646d11ca76' +
    '9ab7539fef4c5b36cec8a004727df2a9',
);
export const PRIVATE_EXPONENT = BigInt(
  '0x' +
    'a76ef0d43d71e482fc4b814e1b65c7ad5106b324e06d47f1ccf6777633d88ed1c020bf2446b82b11585c38a9b4a27317' +
    'e2e97b81fd81c1767e6ee579ab5bbe31bd2e9aba7cb4e48f61d9fece09320a1f212c19cc4cb27907108ae59b7386dee2' +
    '9bd2fd5572393640afe19288398ec5c1170c155ad8f08338583cc86bd7d28ba9eebbc5391cc3ac588449c7303364349e' +
    '1e411c6e3bea60afb27bcc447670c9c8743f6c048d242376da480ab5ca82ed9ee79fa4cad7a91a72a5c9de0ce15b3e01' +
    'ce67bfd03c0969f7b08760b66eb2cf48971a921eeba9845283369ba9e9d68fed6c12ec8f2626540a847d6a4e0a113859' +
    '07105140b986890e256f513fae41d7f',
);
/**
 * The modulus's two primes: decryption works modulo each (the Chinese remainder theorem), four
 * times less arithmetic than modulo their product, which made the fake spend 18 ms of CPU on
 * every sign-in and withdrawal (half of a property test's time, and the in-browser fake's in
 * every journey that signs in through the form). rsa.test.ts checks them against the key.
 */
export const PRIME_P = BigInt(
  '0x' +
    'ccb9cf3549a1b42af4cdcf3ac073267cbec3209b4e7e539b0ab59824ce2d275451911e8e1f140fd092fcd3f91fbddd1d' +
    '85dd92cc13f4073ad02a3d13f4071bf24d5ff1aa9c71b3a9a8069a4f4b000e59dbbea081ebf04b0537d7ae47a8de4597' +
    'eaeeae14c5375a8c693a3c150758563d95716b9615ddc3ce011c57c536d9f30b',
);
export const PRIME_Q = BigInt(
  '0x' +
    'dd82fe6dbe9d133c4457f807efb600011b657dd063e1644ae469105b7f83172b4a90b1dfc4ce025f6f397746365f4095' +
    '0ad88d8259cd458f455c4428b32badd819067abbc08298bea155c72df53820be5fa0137bfad3ea215869f7008377c1bf' +
    '21b6549a1129654795a75b66b0267b9e8e8a9bb19855f31240c5cfc5d4b6419b',
);
const KEY_BYTES = 256;

/** The inverse of a modulo m (extended Euclid); a and m coprime. */
function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  return ((oldS % m) + m) % m;
}

const EXPONENT_P = PRIVATE_EXPONENT % (PRIME_P - 1n);
const EXPONENT_Q = PRIVATE_EXPONENT % (PRIME_Q - 1n);
const Q_INVERSE = modInverse(PRIME_Q, PRIME_P);
/** Bits per window of the exponent: 2^(WINDOW-1) odd powers precomputed. */
const WINDOW = 5;

/** base^exponent mod modulus, left to right by sliding windows of odd powers. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (exponent === 0n) return 1n % modulus;
  const b = base % modulus;
  const square = (b * b) % modulus;
  // odd[i] = b^(2i+1)
  const odd: bigint[] = [b];
  for (let i = 1; i < 1 << (WINDOW - 1); i++) odd.push((odd[i - 1]! * square) % modulus);
  const bits = exponent.toString(2);
  let result = 1n;
  let i = 0;
  while (i < bits.length) {
    if (bits[i] === '0') {
      result = (result * result) % modulus;
      i++;
      continue;
    }
    // The longest window from i, at most WINDOW bits, that ends in a 1.
    let end = Math.min(i + WINDOW, bits.length);
    while (bits[end - 1] === '0') end--;
    for (let k = i; k < end; k++) result = (result * result) % modulus;
    result = (result * odd[(parseInt(bits.slice(i, end), 2) - 1) / 2]!) % modulus;
    i = end;
  }
  return result;
}

/** c^d mod n by the Chinese remainder theorem (Garner's formula). */
export function decryptNumber(c: bigint): bigint {
  const mp = modPow(c, EXPONENT_P, PRIME_P);
  const mq = modPow(c, EXPONENT_Q, PRIME_Q);
  const h = (Q_INVERSE * (((mp - mq) % PRIME_P) + PRIME_P)) % PRIME_P;
  return mq + h * PRIME_Q;
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
  const m = decryptNumber(c)
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
