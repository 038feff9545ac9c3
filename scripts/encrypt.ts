/**
 * Encrypts a secret with the public key a Fortuna API serves at GET /key, as the site does
 * (RSA PKCS#1 v1.5, base64), for curl sessions against the fake or a staging server.
 * Usage: npx node scripts/encrypt.ts <secret> [--base-url http://127.0.0.1:4010/api]
 */
import { createPublicKey, publicEncrypt, constants } from 'node:crypto';

const secret = process.argv[2];
const baseIndex = process.argv.indexOf('--base-url');
const baseUrl = baseIndex > 0 ? process.argv[baseIndex + 1] : 'http://127.0.0.1:4010/api';
if (!secret) {
  console.error('usage: npx node scripts/encrypt.ts <secret> [--base-url URL]');
  process.exit(2);
}
const response = await fetch(`${baseUrl}/key?locale=en`);
const body = (await response.json()) as { data?: { key?: string } };
const pem = body.data?.key;
if (!pem) {
  console.error(`no key at ${baseUrl}/key`);
  process.exit(1);
}
const encrypted = publicEncrypt(
  { key: createPublicKey(pem), padding: constants.RSA_PKCS1_PADDING },
  Buffer.from(secret, 'utf8'),
);
console.info(encrypted.toString('base64'));
