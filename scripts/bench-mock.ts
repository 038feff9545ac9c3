/**
 * The fake backend (mocks/server/main.ts) against Stoplight Prism's mock server on the same
 * bundled contract: the same mix of public GETs the site makes on start-up and browsing,
 * fired by autocannon at one server after the other (never both at once). Writes
 * bench/mock-vs-prism.json and bench/mock-vs-prism.md and prints the table.
 * Usage: npm run bench:mock [-- --duration 10 --connections 10 --warmup 2]
 * Exits non-zero when a server cannot start, or either has errors + non-2xx above 1 %.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';

const ROOT = join(import.meta.dirname, '..');
const CONTRACT = 'src/api/generated/openapi.json';
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
/** Errors + non-2xx above this share of the requests sent fail the run. */
const MAX_FAILURE_RATE = 0.01;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    /** Prism's --verboseLevel (its default, info, logs several lines per request). */
    'prism-log': { type: 'string' },
  },
});

function positive(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number >= ${min}`);
  return n;
}

const DURATION_S = positive('duration', args.duration, 1);
const CONNECTIONS = Math.round(positive('connections', args.connections, 1));
const WARMUP_S = positive('warmup', args.warmup, 0);
const PRISM_LOG = args['prism-log'];

// ---------------------------------------------------------------------------------------
// The request mix, checked against the contract.

interface MixEntry {
  operationId: string;
  /** Contract path (relative to the server's base path). */
  path: string;
  query: Record<string, string>;
}

/** Public GETs of start-up and browsing (no path parameters), in the order a visit makes them. */
const MIX: MixEntry[] = [
  { operationId: 'getPublicKey', path: '/key', query: {} },
  { operationId: 'getLanguageList', path: '/language_list', query: { type: '1' } },
  { operationId: 'getBasicClientConfig', path: '/getBclc', query: {} },
  { operationId: 'listGameTypes', path: '/member/game/game-types', query: {} },
  { operationId: 'listGames', path: '/member/game/game-list', query: { platform: '1' } },
  { operationId: 'getMemberBanners', path: '/member/banners', query: { position: '1' } },
  { operationId: 'listPromotions', path: '/member/promotion/list', query: {} },
  { operationId: 'getAboutUsList', path: '/member/about_us', query: {} },
];

interface ContractParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
}
interface ContractOperation {
  operationId?: string;
  security?: unknown[];
  parameters?: ContractParameter[];
}
interface Contract {
  servers?: { url: string }[];
  components?: { parameters?: Record<string, ContractParameter> };
  paths: Record<string, Record<string, ContractOperation | undefined>>;
}

const contract = JSON.parse(readFileSync(join(ROOT, CONTRACT), 'utf8')) as Contract;

function resolveParameter(parameter: ContractParameter): ContractParameter {
  const name = parameter.$ref?.replace('#/components/parameters/', '');
  return name ? (contract.components?.parameters?.[name] ?? parameter) : parameter;
}

/** The query string of an entry: its own parameters plus locale=en where the operation takes it. */
function mixPath(entry: MixEntry): string {
  const operation = contract.paths[entry.path]?.get;
  if (!operation || operation.operationId !== entry.operationId)
    throw new Error(`the contract has no GET ${entry.path} (${entry.operationId})`);
  if (!(Array.isArray(operation.security) && operation.security.length === 0))
    throw new Error(`${entry.operationId} is not public (security is not [])`);
  const parameters = (operation.parameters ?? []).map(resolveParameter);
  const query = new URLSearchParams(entry.query);
  if (parameters.some((p) => p.in === 'query' && p.name === 'locale')) query.set('locale', 'en');
  for (const p of parameters) {
    if (p.in === 'path') throw new Error(`${entry.operationId} has a path parameter`);
    if (p.in === 'query' && p.required && p.name && !query.has(p.name))
      throw new Error(`${entry.operationId} needs the query parameter ${p.name}`);
  }
  const search = query.toString();
  return search ? `${entry.path}?${search}` : entry.path;
}

const mixPaths = MIX.map(mixPath);
/** The contract's base path, e.g. /api (a relative server URL). */
const basePath = new URL(contract.servers?.[0]?.url ?? '/', 'http://x').pathname.replace(/\/$/, '');

// ---------------------------------------------------------------------------------------
// Server processes.

interface Managed {
  name: string;
  command: string;
  child: ChildProcess;
  /** The last lines it printed, for a failure report. */
  output: string[];
  exit: Promise<string>;
  exited: boolean;
  spawnedAt: number;
}

const managed: Managed[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function start(name: string, file: string, argv: string[], env: NodeJS.ProcessEnv): Managed {
  const child = spawn(file, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    // Prism logs every request at info level: drain it, keep only the tail.
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 40) output.splice(0, output.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const entry: Managed = {
    name,
    command: [file === process.execPath ? 'node' : file.replace(`${ROOT}/`, ''), ...argv].join(' '),
    child,
    output,
    exited: false,
    spawnedAt: performance.now(),
    exit: new Promise((resolve) => {
      child.once('error', (error) => {
        entry.exited = true;
        resolve(`could not be spawned: ${error.message}`);
      });
      child.once('exit', (code, signal) => {
        entry.exited = true;
        resolve(signal ? `exited on ${signal}` : `exited with code ${code}`);
      });
    }),
  };
  managed.push(entry);
  return entry;
}

async function stop(entry: Managed): Promise<void> {
  if (entry.exited || entry.child.pid === undefined) return;
  entry.child.kill('SIGTERM');
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await entry.exit;
  clearTimeout(timer);
}

async function stopAll(): Promise<void> {
  await Promise.all(managed.map(stop));
}

// Never leave a server behind: Ctrl+C, a kill, or an exit on an exception.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`bench:mock: ${signal}, stopping the servers`);
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
process.once('exit', () => {
  for (const entry of managed) if (!entry.exited) entry.child.kill('SIGKILL');
});

interface Probe {
  url: string;
  status: number | string;
  body?: string;
}

async function probe(url: string): Promise<Probe> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(3_000),
    });
    const body = (await response.text()).slice(0, 300);
    // Bodies only where they explain something: a refusal.
    return response.ok ? { url, status: response.status } : { url, status: response.status, body };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    return { url, status: cause instanceof Error ? cause.message : String(cause) };
  }
}

/**
 * Waits until GET <prefix>/key?locale=en answers 200 under one of the candidate prefixes
 * (the contract's base path, or none) and returns that prefix with what each candidate gave.
 */
async function waitReady(
  entry: Managed,
  origin: string,
): Promise<{ prefix: string; probes: Probe[]; startup_ms: number }> {
  const began = entry.spawnedAt;
  const candidates = [...new Set([basePath, ''])];
  let last: Probe[] = [];
  while (performance.now() - began < START_TIMEOUT_MS) {
    if (entry.exited)
      throw new Error(
        `${entry.name} ${await entry.exit} before it was ready.\n  command: ${entry.command}\n  last output:\n    ${entry.output.join('\n    ')}`,
      );
    last = await Promise.all(candidates.map((prefix) => probe(`${origin}${prefix}/key?locale=en`)));
    const ready = last.findIndex((p) => p.status === 200);
    if (ready >= 0)
      return {
        prefix: candidates[ready] ?? '',
        probes: last,
        startup_ms: Math.round(performance.now() - began),
      };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${entry.name} was not ready after ${START_TIMEOUT_MS / 1000} s.\n  command: ${entry.command}\n  probes: ${JSON.stringify(last)}\n  last output:\n    ${entry.output.join('\n    ')}`,
  );
}

// ---------------------------------------------------------------------------------------
// Benchmark.

interface Target {
  name: string;
  command: string;
  origin: string;
  prefix: string;
  startup_ms: number;
  readiness_probes: Probe[];
}

interface Summary {
  server: string;
  command: string;
  url_prefix: string;
  startup_ms: number;
  readiness_probes: Probe[];
  /** One request of each kind before the load: status per operation. */
  preflight: { operationId: string; path: string; status: number | string; body?: string }[];
  req_per_s: number;
  latency_ms: { p50: number; p99: number; mean: number; max: number };
  requests_sent: number;
  requests_completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  failure_rate: number;
  status_codes: Record<string, number>;
  throughput_bytes_per_s: number;
  bytes_per_response: number;
  duration_s: number;
}

function requestsFor(target: Target): AutocannonRequest[] {
  return mixPaths.map((path) => ({
    method: 'GET',
    path: `${target.prefix}${path}`,
    headers: { accept: 'application/json' },
  }));
}

function run(target: Target, seconds: number): Promise<AutocannonResult> {
  return Promise.resolve(
    autocannon({
      title: target.name,
      url: target.origin,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 10,
      requests: requestsFor(target),
    }),
  );
}

async function bench(target: Target): Promise<Summary> {
  const preflight = await Promise.all(
    MIX.map(async (entry, i) => {
      const result = await probe(`${target.origin}${target.prefix}${mixPaths[i]}`);
      const ok = typeof result.status === 'number' && result.status < 300;
      return {
        operationId: entry.operationId,
        path: `${target.prefix}${mixPaths[i]}`,
        status: result.status,
        ...(ok ? {} : { body: result.body }),
      };
    }),
  );
  for (const p of preflight)
    if (p.status !== 200)
      console.warn(`  ${target.name}: GET ${p.path} -> ${p.status} ${p.body ?? ''}`);
  if (WARMUP_S > 0) {
    console.info(`  ${target.name}: warm-up ${WARMUP_S} s`);
    await run(target, WARMUP_S);
  }
  console.info(`  ${target.name}: ${CONNECTIONS} connections for ${DURATION_S} s`);
  const result = await run(target, DURATION_S);
  const sent = result.requests.sent;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  return {
    server: target.name,
    command: target.command,
    url_prefix: target.prefix || '/',
    startup_ms: target.startup_ms,
    readiness_probes: target.readiness_probes,
    preflight,
    req_per_s: result.requests.average,
    latency_ms: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
    requests_sent: sent,
    requests_completed: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failure_rate: sent > 0 ? (result.errors + result.non2xx) / sent : 1,
    status_codes: statusCodes,
    throughput_bytes_per_s: result.throughput.average,
    bytes_per_response: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
    duration_s: result.duration,
  };
}

// ---------------------------------------------------------------------------------------
// Report.

const fmt = (n: number, digits = 2) => n.toFixed(digits);

function markdown(results: Summary[], ratio: { req_per_s: number; p99: number }): string {
  const rows = results.map(
    (r) =>
      `| ${r.server} | ${fmt(r.req_per_s, 1)} | ${fmt(r.latency_ms.p50)} | ${fmt(r.latency_ms.p99)} | ${r.errors} | ${r.non2xx} |`,
  );
  return [
    `| server | req/s | p50 ms | p99 ms | errors | non-2xx |`,
    `| --- | ---: | ---: | ---: | ---: | ---: |`,
    ...rows,
    '',
    `fake/prism req/s = ${fmt(ratio.req_per_s)}, p99 ratio = ${fmt(ratio.p99)}`,
  ].join('\n');
}

function report(results: Summary[]): string {
  const [fake, prism] = results;
  if (!fake || !prism) throw new Error('missing results');
  const ratio = {
    req_per_s: fake.req_per_s / prism.req_per_s,
    p99: fake.latency_ms.p99 / prism.latency_ms.p99,
  };
  const table = markdown(results, ratio);
  const json = {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    contract: CONTRACT,
    options: { connections: CONNECTIONS, duration_s: DURATION_S, warmup_s: WARMUP_S },
    request_mix: MIX.map((entry, i) => ({ operationId: entry.operationId, path: mixPaths[i] })),
    results,
    ratio: { fake_over_prism_req_per_s: ratio.req_per_s, fake_over_prism_p99: ratio.p99 },
  };
  const md = [
    '# Fake backend vs Stoplight Prism',
    '',
    `${json.date}, Node ${json.node}, ${json.cores} cores (${json.cpu}). ${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up, one server at a time. Generated by \`npm run bench:mock\`.`,
    '',
    table,
    '',
    'Request mix (each connection cycles through it; the fake serves it under ' +
      `\`${fake.url_prefix}\`, Prism under \`${prism.url_prefix}\`):`,
    '',
    ...json.request_mix.map((m) => `- \`GET ${m.path}\` (${m.operationId})`),
    '',
    `Average response body: fake ${fake.bytes_per_response} B, Prism ${prism.bytes_per_response} B ` +
      '(Prism answers with the contract examples; the fake with its seeded data). ' +
      `Prism ran as \`${prism.command}\`${PRISM_LOG ? '' : ' (its default info logging: several log lines per request)'}.`,
    '',
  ].join('\n');
  const dir = join(ROOT, 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mock-vs-prism.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(dir, 'mock-vs-prism.md'), md);
  return table;
}

// ---------------------------------------------------------------------------------------

let exitCode = 0;
try {
  const [fakePort, prismPort] = [await freePort(), await freePort()];
  console.info(`bench:mock: starting the fake (port ${fakePort}) and Prism (port ${prismPort})`);
  const fake = start('fake', process.execPath, ['mocks/server/main.ts'], {
    PORT: String(fakePort),
    HOST,
  });
  const prism = start(
    'prism',
    join(ROOT, 'node_modules/.bin/prism'),
    [
      'mock',
      CONTRACT,
      '-p',
      String(prismPort),
      '-h',
      HOST,
      ...(PRISM_LOG ? ['-v', PRISM_LOG] : []),
    ],
    {},
  );
  const targets: Target[] = [];
  for (const [entry, port] of [
    [fake, fakePort],
    [prism, prismPort],
  ] as const) {
    const origin = `http://${HOST}:${port}`;
    const ready = await waitReady(entry, origin);
    console.info(
      `  ${entry.name} ready in ${ready.startup_ms} ms at ${origin}${ready.prefix} (` +
        ready.probes.map((p) => `${p.url.replace(origin, '')} -> ${p.status}`).join(', ') +
        ')',
    );
    targets.push({
      name: entry.name,
      command: entry.command,
      origin,
      prefix: ready.prefix,
      startup_ms: ready.startup_ms,
      readiness_probes: ready.probes,
    });
  }
  const results: Summary[] = [];
  for (const target of targets) results.push(await bench(target));
  console.info(`\n${report(results)}\n\nwrote bench/mock-vs-prism.json, bench/mock-vs-prism.md`);
  for (const r of results)
    if (r.failure_rate > MAX_FAILURE_RATE) {
      console.error(
        `${r.server}: ${r.errors} errors + ${r.non2xx} non-2xx of ${r.requests_sent} requests (${fmt(r.failure_rate * 100)} % > ${MAX_FAILURE_RATE * 100} %); status codes ${JSON.stringify(r.status_codes)}`,
      );
      exitCode = 1;
    }
} catch (error) {
  console.error(`bench:mock failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(exitCode);
