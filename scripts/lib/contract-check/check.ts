/**
 * One contract check: the workflows to run, their inputs (the server's key fetched, secrets
 * encrypted), one `respect` run, and the report read back from its JSON log.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Overrides, workflowInputs } from './inputs.ts';
import { type StepRow, type Summary, reportRows, summarize } from './report.ts';
import { type RespectExit, runRespect } from './respect.ts';
import { type Workflow, operationsOf, readWorkflows, workflowsToRun } from './workflows.ts';

/** The check could not run (no contract, no key, no log): exit code 2, not a failed step. */
export class Unusable extends Error {}

export interface CheckOptions {
  /** The repository root. */
  root: string;
  /** The API's base URL (source description `fortuna`). */
  apiUrl: string;
  /** The storage origin's (source description `storage`). */
  storageUrl: string;
  write: boolean;
  /** Only these workflows (any kind but `step`); empty: by `write`. */
  only: readonly string[];
  overrides: Overrides;
  /** Where to keep respect's JSON log; null: a temporary file. */
  jsonOutput: string | null;
  harOutput: string | null;
  verbose: boolean;
}

export interface CheckResult {
  ran: Workflow[];
  rows: StepRow[];
  summary: Summary;
  respect: RespectExit;
}

export const WORKFLOWS_DIR = 'openapi/workflows';
const CONTRACT_FILE = 'src/api/generated/openapi.json';

/** The operationIds of the bundled contract, in its order. */
export function contractOperations(root: string): string[] {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(join(root, CONTRACT_FILE), 'utf8'));
  } catch (error) {
    throw new Unusable(
      `cannot read the contract ${CONTRACT_FILE} (run npm run generate): ${String(error)}`,
    );
  }
  const paths =
    typeof document === 'object' && document !== null && 'paths' in document
      ? (document.paths as Record<string, Record<string, { operationId?: unknown }>>)
      : {};
  return Object.values(paths).flatMap((item) =>
    Object.values(item)
      .map((operation) => operation?.operationId)
      .filter((id): id is string => typeof id === 'string'),
  );
}

/** The RSA public key the server serves at GET /key (data.key). */
export async function publicKey(apiUrl: string): Promise<string> {
  const url = `${apiUrl.replace(/\/+$/, '')}/key?locale=en`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const body: unknown = await response.json();
    const key =
      typeof body === 'object' && body !== null && 'data' in body
        ? (body.data as { key?: unknown } | null)?.key
        : undefined;
    if (typeof key === 'string' && key.includes('PUBLIC KEY')) return key;
    throw new Error(`answered ${response.status} with no data.key`);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Unusable(
      `cannot get the public key from ${url}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

/** Why an operation was not called in a run of `ran` out of `all`. */
export function reasonNotCalled(
  operationId: string,
  ran: readonly Workflow[],
  all: readonly Workflow[],
): string {
  const holders = all.filter(
    (workflow) => workflow.kind !== 'step' && operationsOf(workflow, all).has(operationId),
  );
  if (holders.length === 0) return 'in no workflow';
  if (holders.some((workflow) => ran.includes(workflow)))
    return 'its steps did not run (an earlier step failed)';
  if (holders.every((workflow) => workflow.kind === 'write'))
    return 'only in workflows that write: run with --write';
  return 'in workflows not run';
}

export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  let all: Workflow[];
  let ran: Workflow[];
  try {
    all = readWorkflows(join(options.root, WORKFLOWS_DIR));
    ran = workflowsToRun(all, { write: options.write, only: options.only });
  } catch (error) {
    throw new Unusable(error instanceof Error ? error.message : String(error));
  }
  const operations = contractOperations(options.root);
  const inputs = workflowInputs(await publicKey(options.apiUrl), options.overrides);

  const scratch = mkdtempSync(join(tmpdir(), 'contract-check-'));
  const jsonOutput = options.jsonOutput ?? join(scratch, 'respect.json');
  try {
    const respect = await runRespect({
      files: [...new Set(ran.map((workflow) => workflow.file))],
      workflowIds: ran.map((workflow) => workflow.workflowId),
      servers: { fortuna: options.apiUrl, storage: options.storageUrl },
      inputs,
      jsonOutput,
      harOutput: options.harOutput,
      verbose: options.verbose,
      cwd: options.root,
    });
    let log: unknown;
    try {
      log = JSON.parse(readFileSync(jsonOutput, 'utf8'));
    } catch {
      throw new Unusable(
        `respect wrote no log (exit ${respect.code}); its output:\n${respect.output.slice(-3000)}`,
      );
    }
    const rows = reportRows(log, ran, all);
    const summary = summarize(
      rows,
      operations,
      (id) => reasonNotCalled(id, ran, all),
      Math.round(performance.now() - started),
    );
    return { ran, rows, summary, respect };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
