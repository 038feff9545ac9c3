// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { USAGE, parseOptions, storageBase } from './args.ts';
import { INPUTS } from './inputs.ts';

describe('the command line', () => {
  it('--base-url is required unless --serve-fake; read-only unless --write', () => {
    expect(parseOptions([])).toEqual({
      ok: false,
      error: '--base-url is required (or --serve-fake)',
    });
    expect(parseOptions(['--serve-fake', '--write'])).toMatchObject({
      ok: true,
      options: { serveFake: true, write: true },
    });
    expect(
      parseOptions(['--base-url', 'http://staging.example/api', '--json', 'out.json']),
    ).toMatchObject({
      ok: true,
      options: { baseUrl: 'http://staging.example/api', json: 'out.json', write: false },
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

  it('--input names a workflow input; the agent flags are two of them', () => {
    expect(
      parseOptions([
        '--base-url',
        'http://x/api',
        '--input',
        'member_username=qa_member',
        '--input',
        'channel_id=7',
        '--agent-username',
        'qa_agent',
        '--agent-password',
        'secret1',
      ]),
    ).toMatchObject({
      ok: true,
      options: {
        overrides: {
          member_username: 'qa_member',
          channel_id: '7',
          agent_username: 'qa_agent',
          agent_password: 'secret1',
        },
      },
    });
    expect(parseOptions(['--base-url', 'http://x/api', '--input', 'nope=1']).ok).toBe(false);
    expect(parseOptions(['--base-url', 'http://x/api', '--input', 'channel_id=x']).ok).toBe(false);
  });

  it('--workflow may be given more than once', () => {
    expect(
      parseOptions(['--serve-fake', '--workflow', 'public-reads', '--workflow', 'member-reads']),
    ).toMatchObject({ ok: true, options: { workflows: ['public-reads', 'member-reads'] } });
  });

  it('--help needs nothing else, and lists every input', () => {
    expect(parseOptions(['--help'])).toMatchObject({ ok: true, options: { help: true } });
    for (const input of INPUTS) expect(USAGE).toContain(input.name);
  });
});

describe('the storage origin', () => {
  it('replaces the API path at the end of the base URL', () => {
    expect(storageBase('http://127.0.0.1:4010/api/')).toBe('http://127.0.0.1:4010/storage');
    expect(storageBase('https://staging.example/v2/api')).toBe(
      'https://staging.example/v2/storage',
    );
    expect(storageBase('https://staging.example/other')).toBe('https://staging.example/storage');
  });
});
