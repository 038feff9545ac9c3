/**
 * Runs Redocly CLI's `respect` on Arazzo files: each workflow's steps against the server, every
 * answer checked against the contract (status, content type, schema) and the step's success
 * criteria. Its JSON log is what the report reads; its HAR log is for the backend team's CI.
 * The inputs go in the environment (REDOCLY_CLI_RESPECT_INPUT), not on a command line that
 * `ps` shows.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface RespectRun {
  files: readonly string[];
  workflowIds: readonly string[];
  /** Base URL of each source description (fortuna: the API, storage: the storage origin). */
  servers: Readonly<Record<string, string>>;
  inputs: Readonly<Record<string, string | number>>;
  jsonOutput: string;
  harOutput?: string | null;
  verbose?: boolean;
  cwd: string;
}

export interface RespectExit {
  code: number | null;
  /** What respect printed, stdout and stderr together. */
  output: string;
}

/** The Redocly CLI's entry script, from its package.json's bin. */
export function redoclyCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@redocly/cli/package.json');
  const { bin } = require('@redocly/cli/package.json') as { bin: Record<string, string> };
  return join(dirname(manifest), bin.redocly ?? 'bin/cli.js');
}

/** The command-line arguments of one run (after the CLI script). */
export function respectArgs(run: RespectRun): string[] {
  return [
    'respect',
    ...run.files,
    ...run.workflowIds.flatMap((id) => ['--workflow', id]),
    ...Object.entries(run.servers).flatMap(([name, url]) => ['--server', `${name}=${url}`]),
    '--json-output',
    run.jsonOutput,
    ...(run.harOutput ? ['--har-output', run.harOutput] : []),
    ...(run.verbose ? ['--verbose'] : []),
  ];
}

/** Runs respect on this Node; resolves when it exits, with what it printed. */
export function runRespect(run: RespectRun): Promise<RespectExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [redoclyCli(), ...respectArgs(run)], {
      cwd: run.cwd,
      env: {
        ...process.env,
        REDOCLY_CLI_RESPECT_INPUT: JSON.stringify(run.inputs),
        // No telemetry with the servers' URLs in it, no update check from CI.
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
