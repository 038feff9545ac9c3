/** Command line of scripts/contract-check.ts. */
import { parseArgs } from 'node:util';

export const USAGE = `Live contract check: calls the API and judges every answer against the contract
(src/api/generated/openapi.json and the zod schemas generated from it).

Usage:
  npm run contract:check -- --base-url http://staging.example/api [options]
  npm run test:contract            (same as: node scripts/contract-check.ts --serve-fake)

Options:
  --base-url <url>         base URL of the API (the contract's first server, /api); required
                           unless --serve-fake
  --storage-url <url>      base URL of the storage origin (default: --base-url with its last
                           path segment replaced by /storage)
  --serve-fake             start the standalone fake backend (mocks/server/main.ts) on a free
                           port, check it, stop it
  --agent-username <name>  an affiliate account, to check the affiliate reads (with the fake:
  --agent-password <pw>    its demo affiliate agent001 / agent1234)
  --json <file>            also write the results as JSON to <file>
  --help                   print this help

Exit code: 0 every call passed, 1 a call failed, 2 usage error or server unreachable.`;

export interface Options {
  baseUrl: string | null;
  storageUrl: string | null;
  serveFake: boolean;
  json: string | null;
  agentUsername: string | null;
  agentPassword: string | null;
  help: boolean;
}

export type Parsed = { ok: true; options: Options } | { ok: false; error: string };

function httpUrl(value: string, name: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // reported below
  }
  return `${name} must be an http(s) URL, got "${value}"`;
}

function readArgs(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      'base-url': { type: 'string' },
      'storage-url': { type: 'string' },
      'serve-fake': { type: 'boolean', default: false },
      json: { type: 'string' },
      'agent-username': { type: 'string' },
      'agent-password': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }).values;
}

export function parseOptions(argv: readonly string[]): Parsed {
  let values: ReturnType<typeof readArgs>;
  try {
    values = readArgs(argv);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const options: Options = {
    baseUrl: values['base-url'] ?? null,
    storageUrl: values['storage-url'] ?? null,
    serveFake: values['serve-fake'] === true,
    json: values.json ?? null,
    agentUsername: values['agent-username'] ?? null,
    agentPassword: values['agent-password'] ?? null,
    help: values.help === true,
  };
  if (options.help) return { ok: true, options };
  if (options.serveFake && (options.baseUrl || options.storageUrl))
    return { ok: false, error: '--serve-fake picks its own URL: drop --base-url/--storage-url' };
  if (!options.serveFake && !options.baseUrl)
    return { ok: false, error: '--base-url is required (or --serve-fake)' };
  for (const [value, name] of [
    [options.baseUrl, '--base-url'],
    [options.storageUrl, '--storage-url'],
  ] as const) {
    const problem = value === null ? null : httpUrl(value, name);
    if (problem) return { ok: false, error: problem };
  }
  if ((options.agentUsername === null) !== (options.agentPassword === null))
    return { ok: false, error: '--agent-username and --agent-password go together' };
  if (options.json === '') return { ok: false, error: '--json needs a file name' };
  return { ok: true, options };
}

/**
 * The base URL of each contract server. The first server (e.g. /api) is --base-url; another
 * relative server (e.g. /storage) replaces the first server's path at the end of --base-url
 * (http://host/api -> http://host/storage) unless given (--storage-url for /storage).
 */
export function serverBases(
  servers: readonly string[],
  baseUrl: string,
  overrides: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const base = baseUrl.replace(/\/+$/, '');
  const first = servers[0] ?? '';
  const bases: Record<string, string> = { [first]: base };
  const url = new URL(base);
  const prefix =
    first !== '' && url.pathname.endsWith(first)
      ? base.slice(0, base.length - first.length)
      : url.origin;
  for (const server of servers.slice(1)) {
    bases[server] =
      overrides[server] ?? (/^https?:\/\//.test(server) ? server : `${prefix}${server}`);
  }
  for (const [server, value] of Object.entries(overrides)) bases[server] = value;
  return bases;
}
