/**
 * Live contract check: runs the Arazzo workflows of openapi/workflows/ with Redocly's respect
 * against a server (read-only ones by default, all with --write) and prints a table per
 * workflow and step and how many of the contract's operations were called. This file is the
 * thin wrapper around respect: the server's public key and the encrypted passwords (Arazzo
 * has no RSA), the fake backend for --serve-fake, and the report (decision record 0027).
 * Usage: see USAGE in scripts/lib/contract-check/args.ts, or `--help`.
 */
import { join } from 'node:path';
import { USAGE, parseOptions, storageBase } from './lib/contract-check/args.ts';
import { Unusable, runCheck } from './lib/contract-check/check.ts';
import {
  type FakeServer,
  killAllFakeServersNow,
  startFakeServer,
  stopAllFakeServers,
} from './lib/contract-check/fake-server.ts';
import { describeInputs } from './lib/contract-check/inputs.ts';
import { formatNotCalled, formatTable, passed, summaryLine } from './lib/contract-check/report.ts';

const root = join(import.meta.dirname, '..');

/** Exit codes: 0 all passed, 1 a step failed, 2 the check could not run. */
const EXIT_FAILED = 1;
const EXIT_UNUSABLE = 2;

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseOptions(argv);
  if (!parsed.ok) {
    console.error(`contract-check: ${parsed.error}\n\n${USAGE}`);
    return EXIT_UNUSABLE;
  }
  const { options } = parsed;
  if (options.help) {
    console.info(USAGE);
    return 0;
  }

  let fake: FakeServer | null = null;
  // Also while the fake is starting: stop it, then leave with the signal's exit code.
  const onSignal = (signal: NodeJS.Signals) => {
    void stopAllFakeServers().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', killAllFakeServersNow);

  try {
    let apiUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    if (options.serveFake) {
      try {
        fake = await startFakeServer(root);
      } catch (error) {
        throw new Unusable(error instanceof Error ? error.message : String(error));
      }
      apiUrl = `${fake.origin}/api`;
    }
    const storageUrl = options.storageUrl ?? storageBase(apiUrl);
    console.info(
      `Contract check of ${apiUrl} (storage ${storageUrl}): ` +
        `${options.workflows.length > 0 ? options.workflows.join(', ') : options.write ? 'every workflow' : 'the read-only workflows (--write for all)'}\n` +
        `Inputs:\n${describeInputs(options.overrides)}\n`,
    );
    const result = await runCheck({
      root,
      apiUrl,
      storageUrl,
      write: options.write,
      only: options.workflows,
      overrides: options.overrides,
      jsonOutput: options.json,
      harOutput: options.har,
      verbose: options.verbose,
    });
    if (options.verbose) console.info(result.respect.output);
    const titles = Object.fromEntries(result.ran.map((w) => [w.workflowId, w.summary]));
    console.info(formatTable(result.rows, titles));
    const { summary } = result;
    if (summary.notCalled.length > 0)
      console.info(
        `\nNot called (${summary.notCalled.length}):\n${formatNotCalled(summary.notCalled)}`,
      );
    console.info(`\n${summaryLine(summary)}`);
    if (options.json) console.info(`respect's JSON log: ${options.json}`);
    if (options.har) console.info(`HAR log: ${options.har}`);
    return passed(summary) ? 0 : EXIT_FAILED;
  } finally {
    await fake?.stop();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof Unusable) console.error(`contract-check: ${error.message}`);
  else console.error('contract-check: the check could not complete:', error);
  process.exitCode = EXIT_UNUSABLE;
}
