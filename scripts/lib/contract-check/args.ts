/** Command line of scripts/contract-check.ts. */
import { parseArgs } from 'node:util';
import { INPUTS, type Overrides, parseOverrides } from './inputs.ts';

const inputList = INPUTS.map(
  (spec) =>
    `    ${spec.name.padEnd(25)}${spec.description}${spec.fake === null ? ' (fresh each run)' : spec.kind === 'secret' ? '' : ` (fake: ${spec.fake})`}`,
).join('\n');

export const USAGE = `Live contract check: runs the Arazzo workflows of openapi/workflows/ with Redocly's
respect against a server. Every answer is checked against the contract (src/api/generated/
openapi.json: status, content type, schema) and each step's success criteria; the report is a
table per workflow and step, and how many of the contract's operations were called.

Usage:
  npm run contract:check -- --base-url http://staging.example/api [options]
  npm run test:contract            (same as: node scripts/contract-check.ts --serve-fake --write)

Options:
  --base-url <url>         base URL of the API (the contract's first server, /api); required
                           unless --serve-fake
  --storage-url <url>      base URL of the storage origin (default: --base-url with its last
                           path segment replaced by /storage)
  --serve-fake             start the standalone fake backend (mocks/server/main.ts) on a free
                           port, check it, stop it
  --write                  also run the workflows that write (below); without it only the
                           read-only ones run: public reads, the test member's and the test
                           agent's reads, the wrong account type refused
  --workflow <id>          run only this workflow (repeatable; the ids are in the files)
  --input <name=value>     a workflow input (repeatable); secrets are given in plain text and
                           encrypted with the server's key of GET /key. Defaults are the fake
                           backend's demo facts (mocks/README.md):
${inputList}
  --agent-username <name>  the same as --input agent_username=<name>
  --agent-password <pw>    the same as --input agent_password=<pw>
  --json <file>            also write respect's JSON log to <file> (for CI)
  --har <file>             also write every request and answer as a HAR file
  --verbose                print respect's own output too
  --help                   print this help

What --write does on the server checked (use test accounts on staging, never production):
  - registers new members (login names cc + 9 digits, example.com e-mail addresses, +63 9…
    mobile numbers; SMS and e-mail codes are sent to those), 8 a run, and one agent
    application (ca + 9 digits, left Pending);
  - pays them real promotion money: the day's check-in reward, the promo_code bonus, a red
    packet and a roulette prize, and files an application for apply_promotion_id (reviewed by
    the back office); leaves three unpaid deposit orders, an identity check under review, a
    24-hour time-out on one of them;
  - the test member: a withdrawal of the minimum to its first bank card, cancelled at once;
    member_transfer_amount plus its fee sent to transfer_to (not returned); the first mission
    of the day claimed; one message marked read, opened and deleted;
  - the test agent: an invitation code and two QR codes created (one cancelled, one used), two
    members registered under it, and its minimum credit transfer (plus fee) to one of them.

Exit code: 0 every step passed, 1 a step failed, 2 usage error or the check could not run.`;

export interface Options {
  baseUrl: string | null;
  storageUrl: string | null;
  serveFake: boolean;
  write: boolean;
  workflows: string[];
  overrides: Overrides;
  json: string | null;
  har: string | null;
  verbose: boolean;
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
      write: { type: 'boolean', default: false },
      workflow: { type: 'string', multiple: true },
      input: { type: 'string', multiple: true },
      'agent-username': { type: 'string' },
      'agent-password': { type: 'string' },
      json: { type: 'string' },
      har: { type: 'string' },
      verbose: { type: 'boolean', default: false },
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
  if (values.help === true) return { ok: true, options: { ...EMPTY, help: true } };
  const agent = values['agent-username'];
  const agentPassword = values['agent-password'];
  if ((agent === undefined) !== (agentPassword === undefined))
    return { ok: false, error: '--agent-username and --agent-password go together' };
  const pairs = [
    ...(agent !== undefined ? [`agent_username=${agent}`] : []),
    ...(agentPassword !== undefined ? [`agent_password=${agentPassword}`] : []),
    ...(values.input ?? []),
  ];
  const inputs = parseOverrides(pairs);
  if (!inputs.ok) return inputs;
  const options: Options = {
    baseUrl: values['base-url'] ?? null,
    storageUrl: values['storage-url'] ?? null,
    serveFake: values['serve-fake'] === true,
    write: values.write === true,
    workflows: values.workflow ?? [],
    overrides: inputs.overrides,
    json: values.json ?? null,
    har: values.har ?? null,
    verbose: values.verbose === true,
    help: false,
  };
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
  if (options.json === '') return { ok: false, error: '--json needs a file name' };
  if (options.har === '') return { ok: false, error: '--har needs a file name' };
  return { ok: true, options };
}

const EMPTY: Options = {
  baseUrl: null,
  storageUrl: null,
  serveFake: false,
  write: false,
  workflows: [],
  overrides: {},
  json: null,
  har: null,
  verbose: false,
  help: false,
};

/**
 * The storage origin's base URL: given, or --base-url with the API's path (the contract's first
 * server, /api) at its end replaced by the storage server's (/storage).
 */
export function storageBase(
  baseUrl: string,
  apiServer = '/api',
  storageServer = '/storage',
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = new URL(base);
  const prefix = url.pathname.endsWith(apiServer)
    ? base.slice(0, base.length - apiServer.length)
    : url.origin;
  return `${prefix}${storageServer}`;
}
