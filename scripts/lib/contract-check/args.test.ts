// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseOptions, serverBases } from './args.ts';

describe('the command line', () => {
  it('--base-url is required unless --serve-fake', () => {
    expect(parseOptions([])).toEqual({
      ok: false,
      error: '--base-url is required (or --serve-fake)',
    });
    expect(parseOptions(['--serve-fake'])).toMatchObject({
      ok: true,
      options: { serveFake: true },
    });
    expect(
      parseOptions(['--base-url', 'http://staging.example/api', '--json', 'out.json']),
    ).toMatchObject({
      ok: true,
      options: { baseUrl: 'http://staging.example/api', json: 'out.json', serveFake: false },
    });
  });

  it('unknown options, bad URLs and half credentials are usage errors', () => {
    expect(parseOptions(['--base-url', 'http://x/api', '--nope']).ok).toBe(false);
    expect(parseOptions(['--base-url', 'staging.example'])).toEqual({
      ok: false,
      error: '--base-url must be an http(s) URL, got "staging.example"',
    });
    expect(parseOptions(['--base-url', 'http://x/api', '--agent-username', 'a']).ok).toBe(false);
    expect(parseOptions(['--serve-fake', '--base-url', 'http://x/api']).ok).toBe(false);
  });

  it('--help needs nothing else', () => {
    expect(parseOptions(['--help'])).toMatchObject({ ok: true, options: { help: true } });
  });
});

describe('server base URLs', () => {
  it('the storage origin replaces the API path at the end of the base URL', () => {
    expect(serverBases(['/api', '/storage'], 'http://127.0.0.1:4010/api/')).toEqual({
      '/api': 'http://127.0.0.1:4010/api',
      '/storage': 'http://127.0.0.1:4010/storage',
    });
    expect(serverBases(['/api', '/storage'], 'https://staging.example/v2/api')).toEqual({
      '/api': 'https://staging.example/v2/api',
      '/storage': 'https://staging.example/v2/storage',
    });
  });

  it('an explicit storage URL wins', () => {
    expect(
      serverBases(['/api', '/storage'], 'https://staging.example/api', {
        '/storage': 'https://cdn.example/storage',
      }),
    ).toEqual({ '/api': 'https://staging.example/api', '/storage': 'https://cdn.example/storage' });
  });
});
