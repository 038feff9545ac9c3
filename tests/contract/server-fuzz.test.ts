// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../src/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { operations } from './bundle';

/**
 * The standalone fake server (npm run mock:server) is a real HTTP server: bad input of any
 * shape to any operation gets a 4xx in the contract's error shape, never a 5xx, and the
 * server keeps running.
 */
const root = join(import.meta.dirname, '../..');
const port = 4000 + Math.floor(Math.random() * 900) + 100;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(process.execPath, [join(root, 'mocks/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/key`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('mock:server did not start');
}, 30_000);

afterAll(() => {
  server.kill();
});

function concrete(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

const GARBAGE_BODIES = [
  '{not json',
  '[]',
  'null',
  '"text"',
  '42',
  JSON.stringify({ amount: 'x'.repeat(5000), username: { nested: true }, ids: 'nope' }),
  '\u0000\u0001\u0002',
  JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: {} } }),
];
const GARBAGE_PARAMS = [
  'abc',
  '-1',
  '99999999999999999999',
  '../../etc/passwd',
  '%00',
  '<script>',
  '1e309',
];

describe('the standalone fake server answers bad input with a 4xx error, never a 5xx', () => {
  it.each(operations.map((op) => [op.operation.operationId, op.method, op.path] as const))(
    '%s (%s %s)',
    async (_id, method, path) => {
      const attempts: { url: string; init: RequestInit }[] = [];
      const prefix = path.startsWith('/frontend/') ? '/storage' : '/api';
      for (const param of GARBAGE_PARAMS) {
        attempts.push({
          url: `${base}${prefix}${concrete(path, param)}?page=zero&page_size=7&q=%7Bbad&type=%27%20OR%201%3D1`,
          init: { method, headers: { Authorization: 'Bearer not-a-token' } },
        });
      }
      if (method !== 'GET' && method !== 'DELETE') {
        for (const body of GARBAGE_BODIES) {
          attempts.push({
            url: `${base}${prefix}${concrete(path, '1')}`,
            init: {
              method,
              body,
              headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k'.repeat(3) },
            },
          });
        }
      }
      for (const { url, init } of attempts) {
        const response = await fetch(url, init);
        const text = await response.text();
        expect(
          response.status,
          `${init.method} ${url} -> ${response.status} ${text.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (response.status >= 400) {
          const parsed = ErrorResponse.safeParse(JSON.parse(text));
          expect(parsed.success, `${url}: ${text.slice(0, 200)}`).toBe(true);
        }
      }
    },
  );

  it('refuses a body over 1 MB with 413 in the error shape, and keeps running', async () => {
    const response = await fetch(`${base}/api/member/auth/login`, {
      method: 'POST',
      body: 'x'.repeat(1_100_000),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(ErrorResponse.safeParse(await response.json()).success).toBe(true);
    expect((await fetch(`${base}/api/key`)).status).toBe(200);
  });

  it('answers an unknown path 404 in the error shape', async () => {
    const response = await fetch(`${base}/api/no/such/operation`);
    expect(response.status).toBe(404);
    expect(ErrorResponse.safeParse(await response.json()).success).toBe(true);
  });

  it('is still up after all of it', async () => {
    expect((await fetch(`${base}/api/key`)).status).toBe(200);
  });
});

describe("the standalone fake server's storage", () => {
  it('answers storage art as WebP to a browser and as SVG to curl, varying by Accept', async () => {
    const picture = `${base}/storage/games/1.svg`;
    const browser = await fetch(picture, {
      headers: { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('content-type')).toBe('image/webp');
    expect(browser.headers.get('vary')).toMatch(/\bAccept\b/);
    const bytes = new Uint8Array(await browser.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
    const curl = await fetch(picture, { headers: { Accept: '*/*' } });
    expect(curl.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(curl.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await curl.text()).toMatch(/^<svg /);
  });

  it('sends the dictionary and JSON compressed to a client that takes Brotli or gzip, as a storage CDN and an API gateway do', async () => {
    const dictionary = `${base}/storage/frontend/lang/en/en.json`;
    const plain = await raw(dictionary, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(50_000);
    const br = await raw(dictionary, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    // A third of the file or less on the wire, and the same dictionary once unpacked.
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await raw(dictionary, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // An answer under a kilobyte is sent as it is.
    const key = await raw(`${base}/api/key`, { 'Accept-Encoding': 'br' });
    expect(key.headers['content-encoding']).toBeUndefined();
  });
});

/** An answer's headers and its bytes as they came over the wire (fetch would unpack them). */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
