import { readJson, writeJson } from './storage';

const KEY = 'fortuna-fp';

function hash(text: string): string {
  // FNV-1a, twice with different seeds, for 16 hex characters.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * The browser fingerprint sent with sign-in and registration: a random id kept locally,
 * mixed with stable traits of the device, so it stays the same across visits.
 */
export function browserFingerprint(): string {
  let id = readJson<string>(KEY);
  if (typeof id !== 'string') {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    writeJson(KEY, id);
  }
  const traits = [
    navigator.userAgent,
    navigator.language,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    `${screen.width}x${screen.height}`,
  ];
  return hash(`${id}|${traits.join('|')}`);
}
